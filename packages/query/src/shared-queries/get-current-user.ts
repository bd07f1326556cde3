import { CurrentUserSchema } from '@church/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getParsed } from '../get-parsed';

/**
 * GET /api/users/current: the signed-in member's profile, checked against its contract. Here
 * rather than in mfe-account so the shell can start the request on the way to Account Settings,
 * beside the page's code (decision 0048).
 */
export function getCurrentUser(signal?: AbortSignal) {
  return getParsed('users/current', CurrentUserSchema, {}, signal);
}

export const currentUserKey = ['users', 'current'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserKey, queryFn: ({ signal }) => getCurrentUser(signal) });
