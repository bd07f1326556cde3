import { api } from '@church/http';

/** POST /api/account/sessions/sign-out-others: every device but this one is signed out. */
export async function signOutOtherSessions(): Promise<void> {
  await api.post('account/sessions/sign-out-others');
}
