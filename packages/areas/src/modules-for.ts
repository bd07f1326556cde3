import type { Session } from '@church/auth';
import { areas } from './areas';
import { findAreaPage, menuOf, type PageInArea } from './find-area-page';
import { findSiteRoute } from './site-routes';
import type { Area, RemoteName } from './site-table/area-pages';
import { prefetchQueries } from './prefetch-queries';

/**
 * The modules a URL needs, outermost first (an area's layout, then its page), so the shell can
 * start fetching all of them before React renders. An area's own index leads to the first page
 * of the session's menu, so that page counts. A page row's first reads come as its `prefetch`.
 */
export function modulesFor(
  pathname: string,
  session: Session | null = null,
): { remote: RemoteName; exposed: string; prefetch?: () => Promise<void> }[] {
  const route = findSiteRoute(pathname);
  if (!route) return [];
  const area = (Object.keys(areas) as Area[]).find((name) => areas[name].remote === route.remote);
  const inArea = area ? (findAreaPage(area, pathname) ?? indexPage(area, pathname, session)) : undefined;
  if (!inArea) return [route];
  const { remote, exposed, firstReads } = inArea.page;
  return [route, { remote, exposed, prefetch: firstReads && (() => prefetchQueries(firstReads)) }];
}

function indexPage(area: Area, pathname: string, session: Session | null): PageInArea | undefined {
  const path = pathname.replace(/\/+$/, '');
  return path === areas[area].prefix ? menuOf(area, session)[0] : undefined;
}
