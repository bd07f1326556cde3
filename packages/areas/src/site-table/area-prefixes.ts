import type { Area, RouteModuleRef } from '@church/exposes';

/**
 * Where each area's pages live: the area's own path. A module of its own, so code that only
 * needs the prefixes (the shell's routes on a visitor's first visit) does not carry every
 * area page's row.
 */
export const areaPrefixes = { account: '/account', dashboard: '/dashboard' } as const satisfies Record<Area, string>;

/** The remote whose route module (`routes`) draws each area's layout around its pages. */
export const areaRemotes = { account: 'mfe_account', dashboard: 'mfe_dashboard' } as const satisfies Record<
  Area,
  RouteModuleRef['remote']
>;
