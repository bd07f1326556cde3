import type { CurrentUser } from '@church/contracts';
import { api } from '@church/http';

export function getCurrentUser(): Promise<CurrentUser> {
  return api.get('users/current').json<CurrentUser>();
}
