import { can, type Session } from '@church/auth';
import { areaPages, type Area, type AreaPage, type AreaPlacement } from './area-pages';
import { areas } from './areas';

export interface PageInArea {
  page: AreaPage;
  placement: AreaPlacement;
}

/** 'plan-page/:id' matches 'plan-page/12'. Plain string work: the shell uses it before the router loads. */
export function matchesPath(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, index) => part.startsWith(':') || part === got[index]);
}

/** The pages of an area, in menu order. */
export function pagesOf(area: Area): PageInArea[] {
  return areaPages.flatMap((page) => {
    const placement = page[area];
    return placement ? [{ page, placement }] : [];
  });
}

/** The page at a path below the area's prefix ('/account/settings' -> the settings page). */
export function findAreaPage(area: Area, pathname: string): PageInArea | undefined {
  const prefix = `${areas[area].prefix}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, '');
  return pagesOf(area).find(({ placement }) => matchesPath(placement.path, rest));
}

/** Whether this session may open the page: the area's own rule, then the page's allowed action. */
export function canOpen(area: Area, placement: AreaPlacement, session: Session | null): boolean {
  if (!areas[area].canEnter(session)) return false;
  return placement.action === undefined || can(session, placement.action);
}

/** The menu of an area for a session: pages it may open that have an entry. */
export function menuOf(area: Area, session: Session | null): PageInArea[] {
  return pagesOf(area).filter(({ placement }) => placement.inMenu && canOpen(area, placement, session));
}
