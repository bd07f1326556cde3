import { ADMIN_ROLE, type AllowedActionName } from './account-constants';
import { MEMBER_ROLE } from './roles';

/**
 * Delegation that cannot climb (decision 0055), one rule for the server's checks and the pages
 * that offer only what it allows. A non-admin hands on only actions they hold, never the two
 * that hand on rights (Roles, Members), never changes their own role or the Member role every
 * sign-up gets, and never changes a role or a member holding more than they do. Admins may do
 * all of it. Each check answers the refusal's message, or null when allowed.
 */
export const delegationMessages = {
  actionNotHeld: 'You can only give actions that your own role holds',
  delegatingActions: 'Only an admin can give the Roles or Members action',
  ownRole: 'Only an admin can change the role you hold',
  memberRole: 'Only an admin can change the Member role, which every new member gets',
  roleNotHeld: 'You can only give a role whose actions your own role holds',
  memberAbove: 'You can only change a member whose role holds no more than yours',
  roleAbove: 'You can only change a role that holds no more than yours',
} as const;

/** The actions that let their holder give rights to others: only admins give them. */
export const delegatingActions: readonly AllowedActionName[] = ['Roles', 'Members'];

/** Who acts: their role names and allowed actions, as the session carries them. */
export interface Delegator {
  roles: readonly string[];
  allowedActions: readonly string[];
}

export const isAdminDelegator = (actor: Delegator) => actor.roles.includes(ADMIN_ROLE);

const holdsAll = (actor: Delegator, actions: readonly string[]) =>
  isAdminDelegator(actor) || actions.every((action) => actor.allowedActions.includes(action));
const delegates = (actions: readonly string[]) =>
  actions.some((action) => (delegatingActions as readonly string[]).includes(action));

/** Putting `actions` on a role (creating it with them, or adding them to it). */
export function refusalToGive(actor: Delegator, actions: readonly string[]): string | null {
  if (isAdminDelegator(actor)) return null;
  if (delegates(actions)) return delegationMessages.delegatingActions;
  return holdsAll(actor, actions) ? null : delegationMessages.actionNotHeld;
}

/** Editing or deleting a role that holds `actions` now (either takes rights from its holders). */
export function refusalToChangeRole(actor: Delegator, role: { name: string; actions: readonly string[] }) {
  if (isAdminDelegator(actor)) return null;
  if (actor.roles.includes(role.name)) return delegationMessages.ownRole;
  if (role.name === MEMBER_ROLE) return delegationMessages.memberRole;
  return holdsAll(actor, role.actions) ? null : delegationMessages.roleAbove;
}

/** Changing the role of (or deleting) a member whose role holds `actions` now. */
export function refusalToManageMember(actor: Delegator, actions: readonly string[]): string | null {
  return holdsAll(actor, actions) ? null : delegationMessages.memberAbove;
}

/** Giving a member a role that holds `actions`. */
export function refusalToAssign(actor: Delegator, actions: readonly string[]): string | null {
  if (isAdminDelegator(actor)) return null;
  if (delegates(actions)) return delegationMessages.delegatingActions;
  return holdsAll(actor, actions) ? null : delegationMessages.roleNotHeld;
}
