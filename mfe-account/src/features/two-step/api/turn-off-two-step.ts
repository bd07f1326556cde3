import type { TwoStepTurnOff } from '@church/contracts';
import { api } from '@church/http';

/** POST /api/account/two-step/turn-off: needs the password and a current code. */
export async function turnOffTwoStep(body: TwoStepTurnOff): Promise<void> {
  await api.post('account/two-step/turn-off', { json: body });
}
