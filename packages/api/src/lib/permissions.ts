import { ADMIN_ROLE, type AllowedActionName } from '@church/contracts';

/**
 * The server's one answer to "may this person do this" (decision 0062). Routes declare their
 * access (`access` in `defineRoute`, enforced by plugins/route-access.ts); services ask the
 * functions below for what depends on the object (whose comment, whose gift).
 */

/** Who asks: role names and allowed actions, as the session guard reads them afresh. */
export interface Grants {
  roles: readonly string[];
  allowedActions: readonly string[];
}

/**
 * Who may call a route:
 * - 'public': anyone, signed in or not;
 * - 'signed-in': any signed-in user, acting on their own account (the token says whose);
 * - 'owner': any signed-in user, but only on objects that are theirs (the service checks with
 *   the helpers below; another member's id answers 403 or 404), admins also where the spec lets them;
 * - a list of allowed actions: admins, and users whose role holds any one of them;
 * - 'admin': admins only.
 */
export type Access = 'public' | 'signed-in' | 'owner' | 'admin' | readonly AllowedActionName[];

/** Admins hold every right, whatever their role's actions say. */
export const isAdmin = (user: Pick<Grants, 'roles'>): boolean => user.roles.includes(ADMIN_ROLE);

/** An admin, or a user whose role holds the action. */
export const can = (user: Grants, action: AllowedActionName): boolean =>
  isAdmin(user) || user.allowedActions.includes(action);

/** Staff: an admin, or anyone whose role holds at least one allowed action. */
export const isStaff = (user: Grants): boolean => isAdmin(user) || user.allowedActions.length > 0;

/** What a signed-in user passes of a route's declared access ('public' needs no user at all). */
export function admits(user: Grants, access: Exclude<Access, 'public'>): boolean {
  if (access === 'signed-in' || access === 'owner') return true;
  if (access === 'admin') return isAdmin(user);
  return access.some((action) => can(user, action));
}

/** The object is the user's own (its creator, donor or holder is them). */
export const owns = (user: { id: string }, ownerId: string | null | undefined): boolean => ownerId === user.id;

/** The user's own object, or any object for whoever may act on it (a moderator deletes any comment). */
export const ownsOrCan = (
  user: Grants & { id: string },
  ownerId: string | null | undefined,
  action: AllowedActionName,
): boolean => owns(user, ownerId) || can(user, action);
