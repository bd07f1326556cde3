import { CampaignListSchema } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { campaignsKeys } from './campaigns-keys';

export const campaignsPageSize = 10;

/** GET /api/campaigns: one page (1-based) of campaigns with their totals, the latest start first. */
export function getCampaigns(page: number, signal?: AbortSignal) {
  const take = campaignsPageSize;
  return getParsed('campaigns', CampaignListSchema, { skip: (page - 1) * take, take }, signal);
}

export const campaignsQueryOptions = (page: number) =>
  queryOptions({ queryKey: campaignsKeys.page(page), queryFn: ({ signal }) => getCampaigns(page, signal) });

export const useCampaigns = (page: number) =>
  useQuery({ ...campaignsQueryOptions(page), placeholderData: keepPreviousData });
