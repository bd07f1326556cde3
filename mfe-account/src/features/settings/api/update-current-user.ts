import type { CurrentUser, UpdateCurrentUser } from '@church/contracts';
import { api } from '@church/http';

export function updateCurrentUser(update: UpdateCurrentUser): Promise<CurrentUser> {
  return api.put('users/current', { json: update }).json<CurrentUser>();
}
