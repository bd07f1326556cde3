import type { ResetPassword } from '@church/contracts';
import { api } from '@church/http';

export async function resetPassword(values: ResetPassword): Promise<void> {
  await api.post('account/reset-password', { json: values });
}
