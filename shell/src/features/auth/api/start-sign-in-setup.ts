import { postToApi } from '@church/auth';
import { TwoStepSetupSchema, type TwoStepSetup } from '@church/contracts';
import * as v from 'valibot';

/** An `enrol` challenge (decision 0057): the secret and QR code of a new authenticator. */
export async function startSignInSetup(challengeToken: string): Promise<TwoStepSetup> {
  return v.parse(TwoStepSetupSchema, await postToApi('account/two-step/sign-in/setup', { challengeToken }));
}
