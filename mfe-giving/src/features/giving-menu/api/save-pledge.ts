import { PledgeProgressSchema, type PledgeInput } from '@church/contracts';
import { api } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import * as v from 'valibot';
import { myPledgesKey } from './get-my-pledges';

/** PUT /api/campaigns/{id}/my-pledge: the pledge as the server counted it. */
export async function savePledge(campaignId: number, pledge: PledgeInput) {
  return v.parse(PledgeProgressSchema, await api.put(`campaigns/${campaignId}/my-pledge`, { json: pledge }).json());
}

/** A refusal is the API's toast (an ended campaign, an amount out of bounds); the form stays. */
export function useSavePledge(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pledge: PledgeInput) => savePledge(campaignId, pledge),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPledgesKey }),
  });
}
