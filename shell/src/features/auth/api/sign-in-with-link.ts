import { setSession, type Session } from '@church/auth';
import { SessionResponseSchema } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** Signs in with the token of an e-mailed sign-in link; the session is kept as sign-in keeps it. */
export async function signInWithLink(token: string): Promise<Session> {
  const answer = await api.post('account/sign-in-with-link', { json: { token } }).json();
  const session = v.parse(SessionResponseSchema, answer);
  setSession(session);
  return session;
}
