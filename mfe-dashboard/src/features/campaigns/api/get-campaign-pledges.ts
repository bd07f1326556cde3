import { CampaignPledgeListSchema } from '@church/contracts';
import { getParsed, keepPreviousData, useQuery } from '@church/query';
import { campaignsKeys } from './campaigns-keys';

export const pledgesPageSize = 10;

/** GET /api/campaigns/{id}/pledges: one page of the campaign's pledges, by member name. */
export function getCampaignPledges(id: number, page: number, signal?: AbortSignal) {
  const take = pledgesPageSize;
  return getParsed(`campaigns/${id}/pledges`, CampaignPledgeListSchema, { skip: (page - 1) * take, take }, signal);
}

export const useCampaignPledges = (id: number, page: number) =>
  useQuery({
    queryKey: campaignsKeys.pledges(id, page),
    queryFn: ({ signal }) => getCampaignPledges(id, page, signal),
    placeholderData: keepPreviousData,
  });
