import type { SignUp } from '@church/contracts';
import { api } from '@church/http';

export async function register(values: SignUp): Promise<void> {
  await api.post('account/register', { json: values });
}
