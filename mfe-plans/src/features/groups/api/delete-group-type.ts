import { groupMessages } from '@church/contracts';
import { api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { translate } from '../../../i18n/catalogues';
import { groupsKeys } from './groups-keys';

/** DELETE /api/group-types/{id}; a type that groups use is refused (409) with the reason. */
export async function deleteGroupType(id: number): Promise<void> {
  await api.delete(`group-types/${id}`);
}

/** 'Failed to delete group type!' on any failure, after the API's reason (the shared client shows it). */
export function useDeleteGroupType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupType,
    onSuccess: async () => {
      toast.success(translate('plans.groupTypes.deleted'));
      await queryClient.invalidateQueries({ queryKey: groupsKeys.types });
    },
    onError: () => {
      toast.error(translate(groupMessages.deleteGroupTypeFailed));
    },
  });
}
