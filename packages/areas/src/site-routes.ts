import type { Session } from '@church/auth';
import type { Area, RemoteName } from './area-pages';
import { areas } from './areas';
import { findAreaPage } from './find-area-page';

/** What the shell mounts for a URL: a remote's exposed module, titled, maybe guarded. */
export interface SiteRoute {
  remote: RemoteName;
  exposed: string;
  /** What the retry panel calls this region. */
  label: string;
  /** '/videos/*' covers /videos and everything below it; other patterns match exactly. */
  paths: readonly string[];
  title: string;
  /** Who may enter; anyone else is sent to /. */
  canEnter?: (session: Session | null) => boolean;
}

const publicPage = (paths: string[], title: string): SiteRoute => ({
  remote: 'mfe_public',
  exposed: 'routes',
  label: 'This page',
  paths,
  title,
});

/** The whole site: public pages, then each area, whose own routes place its pages. */
export const siteRoutes: readonly SiteRoute[] = [
  publicPage(['/', '/home'], 'Home'),
  publicPage(['/videos/*'], 'Sermons'),
  publicPage(['/posts/*'], 'Posts'),
  publicPage(['/events'], 'Events'),
  publicPage(['/about-us'], 'About Us'),
  ...Object.values(areas).map((area) => ({
    remote: area.remote,
    exposed: 'routes',
    label: area.label,
    paths: [`${area.prefix}/*`],
    title: area.title,
    canEnter: area.canEnter,
  })),
];

function matchesPattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!pattern.endsWith('/*')) return path === pattern;
  const base = pattern.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

export function findSiteRoute(pathname: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.paths.some((pattern) => matchesPattern(pattern, pathname)));
}

/**
 * The modules a URL needs, outermost first (an area's layout, then its page), so the shell can
 * start fetching all of them before React renders.
 */
export function modulesFor(pathname: string): { remote: RemoteName; exposed: string }[] {
  const route = findSiteRoute(pathname);
  if (!route) return [];
  const area = (Object.keys(areas) as Area[]).find((name) => areas[name].remote === route.remote);
  const inArea = area ? findAreaPage(area, pathname) : undefined;
  return inArea ? [route, inArea.page] : [route];
}
