import { CurrentUserSchema, type CurrentUser, type UpdateCurrentUser } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** PUT /api/users/current: answers the saved user, which the page puts in the cache. */
export async function updateCurrentUser(update: UpdateCurrentUser): Promise<CurrentUser> {
  return v.parse(CurrentUserSchema, await api.put('users/current', { json: update }).json());
}
