import { postToApi, setSession } from '@church/auth';
import { SessionResponseSchema, type SessionResponse, type TwoStepCode } from '@church/contracts';
import * as v from 'valibot';

// The second step of sign-in (decision 0057), here and not in the shared auth client so that
// its code stays off every first visit. Same-origin fetches carry the http-only cookie that
// remembers a device, and store the one the server sets when asked to remember.

/** The authenticator's code (or a recovery code) for a `code` challenge: the session. */
export async function signInWithCode(input: TwoStepCode): Promise<SessionResponse> {
  const session = v.parse(SessionResponseSchema, await postToApi('account/two-step/sign-in', input));
  setSession(session);
  return session;
}
