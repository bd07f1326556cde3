import { CurrentUserSchema } from '@church/contracts';
import { getParsed, queryOptions } from '@church/query';

/** GET /api/users/current: the signed-in member's profile, checked against its contract. */
export function getCurrentUser(signal?: AbortSignal) {
  return getParsed('users/current', CurrentUserSchema, {}, signal);
}

export const currentUserKey = ['users', 'current'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => getCurrentUser(signal) });
