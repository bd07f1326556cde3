import type { Session } from '@church/auth';
import { areas } from './areas';
import { findAreaPage, menuOf, type PageInArea } from './find-area-page';
import { findSiteRoute } from './site-routes';
import type { Area, RemoteName } from './site-table/area-pages';
import { prefetchQueries } from './prefetch-queries';
import { fillPath, paramsOf, trimPath } from './site-table/path-pattern';

/**
 * The modules a URL needs, outermost first (an area's layout, then its page), so the shell can
 * start fetching all of them before React renders. An area's own index leads to the first page
 * of the session's menu, so that page counts. A page row's first reads come as its `prefetch`.
 */
export function modulesFor(
  pathname: string,
  session: Session | null = null,
): { remote: RemoteName; exposed: string; prefetch?: () => Promise<void>; firstRequests?: string[] }[] {
  const route = findSiteRoute(pathname);
  if (!route) return [];
  const area = (Object.keys(areas) as Area[]).find((name) => areas[name].remote === route.remote);
  const inArea = area ? (findAreaPage(area, pathname) ?? indexPage(area, pathname, session)) : undefined;
  if (!inArea) return [route];
  const { remote, exposed, firstReads } = inArea.page;
  return [
    route,
    {
      remote,
      exposed,
      prefetch: firstReads && (() => prefetchQueries(firstReads)),
      firstRequests: area && firstRequestsOf(inArea, trimPath(pathname).slice(areas[area].prefix.length + 1)),
    },
  ];
}

/** The page's own first reads with its path's parameters filled in ('service-types/:id' -> 'service-types/3'). */
function firstRequestsOf({ page, placement }: PageInArea, pathInArea: string): string[] | undefined {
  const params = paramsOf(placement.path, pathInArea);
  return params && page.firstRequests?.map((request) => fillPath(request, params));
}

function indexPage(area: Area, pathname: string, session: Session | null): PageInArea | undefined {
  const path = pathname.replace(/\/+$/, '');
  return path === areas[area].prefix ? menuOf(area, session)[0] : undefined;
}
