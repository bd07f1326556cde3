import { can, type Session } from '@church/auth';
import { allowedActionNames } from '@church/contracts';
import { areas } from './areas';
import { areaPages, type Area, type AreaPage, type AreaPlacement } from './site-table/area-pages';
import { matchesPath } from './site-table/path-pattern';

export interface PageInArea {
  page: AreaPage;
  placement: AreaPlacement;
}

/** A page every member has comes first; then pages an allowed action unlocks, in the actions' order. */
const accountRank = ({ placement }: PageInArea) =>
  placement.action === undefined ? -1 : allowedActionNames.indexOf(placement.action);

/**
 * The pages of an area, in menu order. The table is in the dashboard's order (spec section 2);
 * the account area lists the pages every member has, then those unlocked by an allowed action
 * in the order of the spec's table of actions (a stable sort keeps the table's order within).
 */
export function pagesOf(area: Area): PageInArea[] {
  const pages = areaPages.flatMap((page) => {
    const placement = page[area];
    return placement ? [{ page, placement }] : [];
  });
  return area === 'account' ? pages.sort((a, b) => accountRank(a) - accountRank(b)) : pages;
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

/** The menu of an area for a session: pages it may open that have an entry (and whose condition it meets). */
export function menuOf(area: Area, session: Session | null): PageInArea[] {
  return pagesOf(area).filter(
    ({ placement }) =>
      placement.inMenu &&
      (placement.inMenuIf === undefined || session?.[placement.inMenuIf] === true) &&
      canOpen(area, placement, session),
  );
}

/**
 * Where an area opens for this session: the first page of its menu, so a link to the area goes
 * straight there instead of through a redirect. The area's own path if the menu is empty.
 */
export function areaEntryPath(area: Area, session: Session | null): string {
  const first = menuOf(area, session)[0];
  return first ? `${areas[area].prefix}/${first.placement.path}` : areas[area].prefix;
}
