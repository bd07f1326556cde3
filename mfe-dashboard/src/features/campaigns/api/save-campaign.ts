import * as v from 'valibot';
import { CampaignSchema, roleToasts, type SaveCampaign } from '@church/contracts';
import { alreadyToasted, api, toast } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { campaignsKeys } from './campaigns-keys';
import { translate } from '../../../i18n/catalogues';

/** POST /api/campaigns, or PUT /api/campaigns/{id} to change one. */
export async function saveCampaign({ id, campaign }: { id?: number; campaign: SaveCampaign }) {
  const request =
    id === undefined ? api.post('campaigns', { json: campaign }) : api.put(`campaigns/${id}`, { json: campaign });
  return v.parse(CampaignSchema, await request.json());
}

/** Adds ('Successfully added!') or changes ('Successfully updated!') a campaign. */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampaign,
    onSuccess: async (_saved, { id }) => {
      toast.success(translate(id === undefined ? roleToasts.added : roleToasts.updated));
      await queryClient.invalidateQueries({ queryKey: campaignsKeys.all });
    },
    onError: async (error) => {
      if (!(await alreadyToasted(error))) toast.error(translate('dashboard.campaigns.saveFailed'));
    },
  });
}
