import type { Session } from '@church/auth';
import type { RouteModuleRef } from '@church/exposes';
import { areas } from './areas';
import { matchesPath, trimPath } from './site-table/path-pattern';
import { publicPages, publicRemote } from './site-table/public-pages';

/**
 * What the shell mounts for a URL: a remote's route module (only one the contract declares,
 * @church/exposes), titled, maybe guarded.
 */
export type SiteRoute = RouteModuleRef & {
  /** What the retry panel calls this region. */
  label: string;
  /** '/account/*' covers /account and everything below it; '/videos/:id' matches one segment. */
  paths: readonly string[];
  title: string;
  /** Who may enter; anyone else is sent to /. */
  canEnter?: (session: Session | null) => boolean;
};

/** The whole site from the site table: public pages, then each area, whose own routes place its pages. */
export const siteRoutes: readonly SiteRoute[] = [
  ...publicPages.map((page): SiteRoute => ({
    ...publicRemote,
    label: 'This page',
    paths: [page.path, ...('alsoAt' in page ? page.alsoAt : [])],
    title: page.title,
  })),
  ...Object.values(areas).map((area): SiteRoute => ({
    remote: area.remote,
    exposed: 'routes',
    label: area.label,
    paths: [`${area.prefix}/*`],
    title: area.title,
    canEnter: area.canEnter,
  })),
];

function matchesRoute(pattern: string, pathname: string): boolean {
  const path = trimPath(pathname);
  if (!pattern.endsWith('/*')) return matchesPath(pattern, path);
  const base = pattern.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

export function findSiteRoute(pathname: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.paths.some((pattern) => matchesRoute(pattern, pathname)));
}
