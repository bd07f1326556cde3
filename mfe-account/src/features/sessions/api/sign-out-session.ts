import { api } from '@church/http';

/** DELETE /api/account/sessions/{id}: that device is signed out on its next request. */
export async function signOutSession(id: string): Promise<void> {
  await api.delete(`account/sessions/${encodeURIComponent(id)}`);
}
