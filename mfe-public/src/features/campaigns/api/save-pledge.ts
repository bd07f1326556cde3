import type { PledgeInput } from '@church/contracts';
import { api } from '@church/http';
import { invalidateQueries } from '../../../lib/query-cache';
import { myPledgeKey } from './get-my-pledge';

/** PUT /api/campaigns/{id}/my-pledge: makes or replaces the member's pledge, then reads it again. */
export async function savePledge(id: number, userId: string, pledge: PledgeInput): Promise<void> {
  await api.put(`campaigns/${id}/my-pledge`, { json: pledge });
  await invalidateQueries(myPledgeKey(id, userId));
}
