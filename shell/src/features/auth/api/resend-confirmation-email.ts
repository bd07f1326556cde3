import type { EmailOnly } from '@church/contracts';
import { api } from '@church/http';

export async function resendConfirmationEmail({ email }: EmailOnly): Promise<void> {
  await api.post('account/resend-confirm-email', { searchParams: { email } });
}
