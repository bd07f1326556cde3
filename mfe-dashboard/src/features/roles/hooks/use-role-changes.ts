import { useCallback, useState } from 'react';
import type { Role, UpdateRolesRange } from '@church/contracts';

/** Role id → the allowed action ids it would hold once saved (spec: changed-roles tracking). */
type Changes = Record<number, readonly number[]>;

const idsOf = (role: Role) => role.allowedActions.map((action) => action.id);
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Toggles recorded until saved. A toggle back to the saved state is no change at all, so
 * Save and the question on leaving appear only when something would really be lost.
 */
export function useRoleChanges(roles: readonly Role[] | undefined) {
  const [changes, setChanges] = useState<Changes>({});
  const saved = (roleId: number) => roles?.find((role) => role.id === roleId);
  // A role deleted meanwhile has nothing left to save.
  const live = Object.entries(changes)
    .map(([id, allowedActionIds]) => ({ id: Number(id), allowedActionIds: [...allowedActionIds] }))
    .filter((change) => saved(change.id) !== undefined);

  // Stable between toggles, so the matrix's columns are rebuilt only when something changed.
  const holds = useCallback(
    (role: Role, actionId: number) => (changes[role.id] ?? idsOf(role)).includes(actionId),
    [changes],
  );

  const toggle = useCallback(
    (role: Role, actionId: number) =>
      setChanges((current) => {
        const now = current[role.id] ?? idsOf(role);
        const next = now.includes(actionId) ? now.filter((id) => id !== actionId) : [...now, actionId];
        const { [role.id]: _dropped, ...others } = current;
        return sameSet(next, idsOf(role)) ? others : { ...others, [role.id]: next };
      }),
    [],
  );

  /** Forgets what was just saved (a later toggle of the same role stays). */
  const clear = (sent: UpdateRolesRange) =>
    setChanges((current) => {
      const left = { ...current };
      for (const change of sent) if (sameSet(left[change.id] ?? [], change.allowedActionIds)) delete left[change.id];
      return left;
    });

  return {
    changed: live as UpdateRolesRange,
    isChanged: (role: Role) => live.some((change) => change.id === role.id),
    holds,
    toggle,
    clear,
  };
}
