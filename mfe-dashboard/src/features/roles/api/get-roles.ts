import { AllowedActionSchema, RoleSchema, type Role } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import * as v from 'valibot';

/**
 * Every roles query starts with 'roles' (the members page's role names too, under
 * ['roles', 'short']), so a change here invalidates them all with one key.
 */
export const rolesKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  actions: ['allowed-actions'] as const,
};

/** GET /api/roles: every role with its allowed actions. */
export function getRoles(signal?: AbortSignal) {
  return getParsed('roles', v.array(RoleSchema), {}, signal);
}

/** GET /api/allowed-actions: the nine actions a role can hold, in the spec's order. */
export function getAllowedActions(signal?: AbortSignal) {
  return getParsed('allowed-actions', v.array(AllowedActionSchema), {}, signal);
}

/** Spec section 4: roles are kept sorted by name, also after a create or a rename. */
export const byName = (roles: readonly Role[]) => [...roles].sort((a, b) => a.name.localeCompare(b.name));

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: rolesKeys.list, queryFn: async ({ signal }) => byName(await getRoles(signal)) });

export const allowedActionsQueryOptions = () =>
  queryOptions({
    queryKey: rolesKeys.actions,
    queryFn: ({ signal }) => getAllowedActions(signal),
    staleTime: Infinity,
  });

export const useRoles = () => useQuery(rolesQueryOptions());
export const useAllowedActions = () => useQuery(allowedActionsQueryOptions());
