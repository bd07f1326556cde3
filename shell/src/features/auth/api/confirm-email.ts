import { api } from '@church/http';

export async function confirmEmail(token: string): Promise<void> {
  await api.post('account/confirm-email', { json: { token } });
}
