import type { EmailOnly } from '@church/contracts';
import { api } from '@church/http';

/** The API answers 204 whether or not the address has an account, and mails just after. */
export async function sendSignInLink(values: EmailOnly): Promise<void> {
  await api.post('account/send-sign-in-link', { json: values });
}
