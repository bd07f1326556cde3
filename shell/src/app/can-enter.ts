import type { Session } from '@church/auth';
import { ADMIN_ROLE } from '@church/contracts';
import type { Access } from '../config/remote-routes';

/** The protected-route check of spec section 2: signed in, and holding the role the area needs. */
export function canEnter(access: Access | undefined, session: Session | null): boolean {
  if (!access) return true;
  if (!session) return false;
  const isAdmin = session.roles.includes(ADMIN_ROLE);
  return access === 'admin' ? isAdmin : !isAdmin;
}
