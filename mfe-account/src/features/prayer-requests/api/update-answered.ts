import * as v from 'valibot';
import { PrayerRequestSchema, type MarkAnswered, type PrayerRequest } from '@church/contracts';
import { api } from '@church/http';
import { useMutation, useQueryClient } from '@church/query';
import { patchRequest } from './update-request-caches';

/** PUT /api/requests/{id}/answered: the requester says the prayer was answered, maybe with thanks. */
export async function markAnswered(requestId: number, input: MarkAnswered): Promise<PrayerRequest> {
  const body: unknown = await api.put(`requests/${requestId}/answered`, { json: input }).json();
  return v.parse(PrayerRequestSchema, body);
}

/** DELETE /api/requests/{id}/answered: the request is open again (its note goes too). */
export async function reopenRequest(requestId: number): Promise<PrayerRequest> {
  const body: unknown = await api.delete(`requests/${requestId}/answered`).json();
  return v.parse(PrayerRequestSchema, body);
}

/**
 * Only the requester does this, in the account area, whose list has no status filter: the row
 * takes what the server answered, in place.
 */
export function useUpdateAnswered(requestId: number) {
  const client = useQueryClient();
  const show = (updated: PrayerRequest) => patchRequest(client, requestId, () => updated);
  const answer = useMutation({ mutationFn: (input: MarkAnswered) => markAnswered(requestId, input), onSuccess: show });
  const reopen = useMutation({ mutationFn: () => reopenRequest(requestId), onSuccess: show });
  return { answer, reopen };
}
