import type { PrayerRequest } from '@church/contracts';
import { api } from '@church/http';
import { useQueryClient } from '@church/query';
import { prayerRequestKeys } from './query-keys';
import { clearNewMessages } from './update-request-caches';

/**
 * PUT /api/requests/{id}/seen: the reader has seen the thread's messages (GET /api/messages
 * does the same), so the next refresh of the lists does not count them again.
 */
export async function markSeen(requestId: number): Promise<void> {
  await api.put(`requests/${requestId}/seen`);
}

/** Marks a request's thread read as it opens: its badge shows 0 at once. */
export function useMarkThreadRead() {
  const client = useQueryClient();
  return (request: PrayerRequest) => {
    // A thread still in the cache may be shown without loading it, which would mark it read.
    const cached = client.getQueryData(prayerRequestKeys.thread(request.id)) !== undefined;
    if (request.numberOfNewMessages > 0 && cached) markSeen(request.id).catch(() => undefined);
    clearNewMessages(client, request.id);
  };
}
