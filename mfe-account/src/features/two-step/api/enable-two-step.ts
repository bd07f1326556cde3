import { RecoveryCodesSchema, type TwoStepConfirm } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** POST /api/account/two-step/enable: the app's code turns it on; answers the recovery codes, once. */
export async function enableTwoStep(body: TwoStepConfirm): Promise<string[]> {
  return v.parse(RecoveryCodesSchema, await api.post('account/two-step/enable', { json: body }).json()).recoveryCodes;
}
