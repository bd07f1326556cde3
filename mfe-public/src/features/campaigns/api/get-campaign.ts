import { PublicCampaignSchema } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/campaigns/{id}: a campaign's name, days and goal, and the total raised when shown. 404 when none. */
export const campaignKey = (id: number) => `campaigns/${id}`;

export const getCampaign = (id: number) => getJson(campaignKey(id), async () => PublicCampaignSchema);

export const useCampaign = (id: number) => useApiQuery(campaignKey(id), () => getCampaign(id));
