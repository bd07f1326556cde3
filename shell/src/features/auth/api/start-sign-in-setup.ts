import { postToApi } from '@church/auth';
import type { TwoStepSetup } from '@church/contracts';

/** An `enrol` challenge (decision 0057): the secret and QR code of a new authenticator. */
export function startSignInSetup(challengeToken: string): Promise<TwoStepSetup> {
  return postToApi<TwoStepSetup>('account/two-step/sign-in/setup', { challengeToken });
}
