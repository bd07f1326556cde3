import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { invalidateGroups } from './invalidate-groups';

/** DELETE /api/groups/{id}; its events stay, without a group. */
export async function deleteGroup(id: number): Promise<void> {
  await api.delete(`groups/${id}`);
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: async () => {
      toast.success(translate('plans.groups.deleted'));
      await invalidateGroups(queryClient);
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('plans.groups.deleteFailed'));
    },
  });
}
