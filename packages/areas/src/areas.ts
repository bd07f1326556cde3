import { isAdmin, type Session } from '@church/auth';
import type { RouteModuleRef } from '@church/exposes';
import type { Area } from '@church/exposes';
import { areaPrefixes, areaRemotes } from './site-table/area-prefixes';

/** An area: the remote that owns its layout, and who may enter it at all (spec section 2). */
export interface AreaFrame {
  prefix: string;
  /** A remote whose route module (per the contract) holds the area's routes. */
  remote: RouteModuleRef['remote'];
  /** Document title, with the product name added by the shell. */
  title: string;
  /** What the retry panel calls the area when its remote cannot be loaded. */
  label: string;
  /** The nav landmark's name. */
  navLabel: string;
  canEnter: (session: Session | null) => boolean;
}

export const areas: Record<Area, AreaFrame> = {
  // Admins have the dashboard and are sent away from /account.
  account: {
    prefix: areaPrefixes.account,
    remote: areaRemotes.account,
    title: 'Account',
    label: 'Your account',
    navLabel: 'Account',
    canEnter: (session) => session !== null && !isAdmin(session),
  },
  dashboard: {
    prefix: areaPrefixes.dashboard,
    remote: areaRemotes.dashboard,
    title: 'Dashboard',
    label: 'The dashboard',
    navLabel: 'Dashboard',
    canEnter: isAdmin,
  },
};

/** The area a signed-in user's header link leads to: the dashboard for an admin, else their account. */
export const areaOfSession = (session: Session): Area => (isAdmin(session) ? 'dashboard' : 'account');
