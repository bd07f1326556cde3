import * as v from 'valibot';
import { MyCampaignPledgeSchema } from '@church/contracts';
import { api } from '@church/http';
import { useApiQuery } from '../../../lib/use-api-query';

/** The signed-in member's pledge to the campaign, per member (another sign-in reads its own). */
export const myPledgeKey = (id: number, userId: string) => `campaigns/${id}/my-pledge/${userId}`;

/** GET /api/campaigns/{id}/my-pledge: the pledge with given so far and remaining, or null. */
export async function getMyPledge(id: number) {
  return v.parse(MyCampaignPledgeSchema, await api.get(`campaigns/${id}/my-pledge`).json()).pledge;
}

export const useMyPledge = (id: number, userId: string) => useApiQuery(myPledgeKey(id, userId), () => getMyPledge(id));
