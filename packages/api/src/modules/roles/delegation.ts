import { ADMIN_ROLE, MEMBER_ROLE, type AllowedActionName } from '@church/contracts';
import type { AuthUser } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';

/**
 * Delegation that cannot climb (decision 0055). A non-admin hands on only what they hold
 * themselves, never the two actions that hand on rights (Roles, Members), never to or over
 * someone who holds more than they do, and never changes their own role or the Member role
 * every new sign-up gets. Admins may do all of it: they hold every right whatever the role lists.
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

export const isAdmin = (actor: AuthUser) => actor.roles.includes(ADMIN_ROLE);

const forbidden = (message: string) => new HttpError(403, [message]);

/** Admins pass; anyone else must hold each of `actions`. */
const holdsAll = (actor: AuthUser, actions: readonly string[]) =>
  isAdmin(actor) || actions.every((action) => actor.allowedActions.includes(action));

/** `actions` may be put on a role by the actor (creating it or editing it to hold them). */
export function assertMayGrant(actor: AuthUser, actions: readonly string[]): void {
  if (isAdmin(actor)) return;
  if (actions.some((action) => (delegatingActions as readonly string[]).includes(action))) {
    throw forbidden(delegationMessages.delegatingActions);
  }
  if (!holdsAll(actor, actions)) throw forbidden(delegationMessages.actionNotHeld);
}

/**
 * The role (by name and current actions) may be edited or deleted by the actor: not their own,
 * not the Member role, and none that holds more than they do (editing it would take rights from
 * holders of more than the actor has).
 */
export function assertMayChangeRole(actor: AuthUser, role: { name: string; actions: readonly string[] }): void {
  if (isAdmin(actor)) return;
  if (actor.roles.includes(role.name)) throw forbidden(delegationMessages.ownRole);
  if (role.name === MEMBER_ROLE) throw forbidden(delegationMessages.memberRole);
  if (!holdsAll(actor, role.actions)) throw forbidden(delegationMessages.roleAbove);
}

/** A member whose role holds `currentActions` may have their role changed (or be deleted) by the actor. */
export function assertMayManageMember(actor: AuthUser, currentActions: readonly string[]): void {
  if (!holdsAll(actor, currentActions)) throw forbidden(delegationMessages.memberAbove);
}

/** A role holding `actions` may be given to a member by the actor. */
export function assertMayAssign(actor: AuthUser, actions: readonly string[]): void {
  if (isAdmin(actor)) return;
  if (actions.some((action) => (delegatingActions as readonly string[]).includes(action))) {
    throw forbidden(delegationMessages.delegatingActions);
  }
  if (!holdsAll(actor, actions)) throw forbidden(delegationMessages.roleNotHeld);
}
