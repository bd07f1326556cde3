import type { SessionResponse, TwoStepCode, TwoStepEnrolledSignIn, TwoStepSetup } from '@church/contracts';
import { post } from './auth-client';
import { setSession } from './session-store';

// The second step of sign-in (decision 0057). Same-origin fetches carry the http-only cookie
// that remembers a device, and store the one the server sets when asked to remember.

/** The authenticator's code (or a recovery code) for a `code` challenge: the session. */
export async function signInWithCode(input: TwoStepCode): Promise<SessionResponse> {
  const session = await post<SessionResponse>('account/two-step/sign-in', input);
  setSession(session);
  return session;
}

/** An `enrol` challenge: the secret and QR code of a new authenticator. */
export function startSignInSetup(challengeToken: string): Promise<TwoStepSetup> {
  return post<TwoStepSetup>('account/two-step/sign-in/setup', { challengeToken });
}

/** Confirms the new authenticator with its code: the session starts, the recovery codes are shown once. */
export async function finishSignInSetup(input: TwoStepCode): Promise<TwoStepEnrolledSignIn> {
  const answer = await post<TwoStepEnrolledSignIn>('account/two-step/sign-in/enrol', input);
  setSession(answer.session);
  return answer;
}
