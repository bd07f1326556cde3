import type { EmailOnly } from '@church/contracts';
import { api } from '@church/http';

export async function sendForgotPasswordEmail(values: EmailOnly): Promise<void> {
  await api.post('account/send-forgot-password-email', { json: values });
}
