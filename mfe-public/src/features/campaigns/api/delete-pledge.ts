import { api } from '@church/http';
import { invalidateQueries } from '../../../lib/query-cache';
import { myPledgeKey } from './get-my-pledge';

/** DELETE /api/campaigns/{id}/my-pledge: withdraws the member's pledge (their gifts stay). */
export async function deletePledge(id: number, userId: string): Promise<void> {
  await api.delete(`campaigns/${id}/my-pledge`);
  await invalidateQueries(myPledgeKey(id, userId));
}
