import { ADMIN_ROLE, type AllowedActionName } from '@church/contracts';
import type { Session } from './session-store';

/**
 * The one permission rule of the front end (the server checks again on every call). Admins
 * hold the role Admin; what a member may do beyond the account pages every member has comes
 * from the allowed actions of their role.
 */
export function isAdmin(session: Session | null): boolean {
  return session?.roles.includes(ADMIN_ROLE) ?? false;
}

/** Admins may do everything; a member only what their allowed actions name. */
export function can(session: Session | null, action: AllowedActionName): boolean {
  if (!session) return false;
  return isAdmin(session) || session.allowedActions.includes(action);
}
