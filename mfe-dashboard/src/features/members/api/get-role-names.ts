import { RoleShortSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import * as v from 'valibot';

/**
 * Under the roles page's key prefix ('roles'), so a role created, renamed or deleted there
 * makes this list stale too.
 */
export const roleNamesKey = ['roles', 'short'] as const;

/** GET /api/roles/short: every role's id and name, sorted by name, for the role pickers. */
export function getRoleNames(signal?: AbortSignal) {
  return getParsed('roles/short', v.array(RoleShortSchema), {}, signal);
}

export const roleNamesQueryOptions = () =>
  queryOptions({ queryKey: roleNamesKey, queryFn: ({ signal }) => getRoleNames(signal) });

export const useRoleNames = () => useQuery(roleNamesQueryOptions());
