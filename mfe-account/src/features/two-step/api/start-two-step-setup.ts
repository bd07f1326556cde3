import { TwoStepSetupSchema, type TwoStepPassword, type TwoStepSetup } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** POST /api/account/two-step/setup: the password again, then a new secret and its QR code. */
export async function startTwoStepSetup(body: TwoStepPassword): Promise<TwoStepSetup> {
  return v.parse(TwoStepSetupSchema, await api.post('account/two-step/setup', { json: body }).json());
}
