import type { CreatePrayerRequest } from '@church/contracts';
import { api } from '@church/http';

/** POST /api/requests (signed-in members): the request and the page it was sent from. */
export async function createPrayerRequest(payload: CreatePrayerRequest): Promise<void> {
  await api.post('requests', { json: payload });
}
