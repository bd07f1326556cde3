import { api } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import type { Role } from '@church/contracts';
import { rolesKeys } from './get-roles';

/** DELETE /api/roles/{id}: its members fall back to the Member role. */
export async function deleteRole(id: number): Promise<void> {
  await api.delete(`roles/${id}`);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: async (_nothing, id) => {
      queryClient.setQueryData<Role[]>(rolesKeys.list, (roles) => roles?.filter((role) => role.id !== id));
      await queryClient.invalidateQueries({
        queryKey: rolesKeys.all,
        predicate: (query) => query.queryKey[1] !== 'list',
      });
      // Its members now hold the Member role (the members page's key).
      await queryClient.invalidateQueries({ queryKey: ['members'] });
    },
  });
}
