import { api, alreadyToasted, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { campaignsKeys } from './campaigns-keys';
import { translate } from '../../../i18n/catalogues';

/** DELETE /api/campaigns/{id}: the campaign and its pledges (the gifts stay). */
export async function deleteCampaign(id: number): Promise<void> {
  await api.delete(`campaigns/${id}`);
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKeys.all }),
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.campaigns.deleteFailed'));
    },
  });
}
