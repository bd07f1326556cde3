import { api } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { membersKeys } from './get-members';

/** DELETE /api/users/multiple */
export async function deleteMembers(ids: readonly string[]): Promise<void> {
  await api.delete('users/multiple', { json: { ids } });
}

/** Deletes the members; the pages and searches are fetched again, since rows move up. */
export function useDeleteMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMembers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
