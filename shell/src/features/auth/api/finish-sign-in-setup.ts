import { postToApi, setSession } from '@church/auth';
import { TwoStepEnrolledSignInSchema, type TwoStepCode, type TwoStepEnrolledSignIn } from '@church/contracts';
import * as v from 'valibot';

/** Confirms the new authenticator with its code: the session starts, the recovery codes are shown once. */
export async function finishSignInSetup(input: TwoStepCode): Promise<TwoStepEnrolledSignIn> {
  const answer = v.parse(TwoStepEnrolledSignInSchema, await postToApi('account/two-step/sign-in/enrol', input));
  setSession(answer.session);
  return answer;
}
