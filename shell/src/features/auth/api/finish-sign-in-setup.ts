import { postToApi, setSession } from '@church/auth';
import type { TwoStepCode, TwoStepEnrolledSignIn } from '@church/contracts';

/** Confirms the new authenticator with its code: the session starts, the recovery codes are shown once. */
export async function finishSignInSetup(input: TwoStepCode): Promise<TwoStepEnrolledSignIn> {
  const answer = await postToApi<TwoStepEnrolledSignIn>('account/two-step/sign-in/enrol', input);
  setSession(answer.session);
  return answer;
}
