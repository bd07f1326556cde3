// The site table: every page of the product, once (decision 0063). Routes, menus, guards, the
// server renderer's page list, URL builders and the end-to-end page list all read it.
import type { Area } from '@church/exposes';
import { areaPages, type AreaPage } from './area-pages';
import { areaPrefixes } from './area-prefixes';
import { fillPath } from './path-pattern';
import { publicPages } from './public-pages';
import { shellPages } from './shell-pages';

export * from './area-pages';
export * from './path-pattern';
export * from './public-pages';
export * from './shell-pages';

/** Who a page is for, as the end-to-end test signs in to open it. */
export type PageRole = 'visitor' | 'member' | 'leader' | 'admin';

/** One page at one full path: a row of the table as a visitor meets it. */
export interface SitePageEntry {
  /** 'public', 'shell' or the area. */
  part: 'public' | 'shell' | Area;
  path: string;
  title: string;
  /** A member whose role grants allowed actions (the leader) for an account page an action unlocks. */
  role: PageRole;
}

/** Every path of the site with the page drawn there, in table order. */
export function sitePageEntries(): SitePageEntry[] {
  const areaEntry = (area: Area) => (page: AreaPage) => {
    const placement = page[area];
    if (!placement) return [];
    const role: PageRole = area === 'dashboard' ? 'admin' : placement.action ? 'leader' : 'member';
    return [{ part: area, path: `${areaPrefixes[area]}/${placement.path}`, title: placement.title, role }];
  };
  return [
    ...publicPages.flatMap((page): SitePageEntry[] =>
      [page.path, ...('alsoAt' in page ? page.alsoAt : [])].map((path) => ({
        part: 'public',
        path,
        title: page.title,
        role: 'visitor',
      })),
    ),
    ...shellPages.map((page): SitePageEntry => ({
      part: 'shell',
      path: page.path,
      title: page.title,
      role: 'visitor',
    })),
    ...areaPages.flatMap(areaEntry('account')),
    ...areaPages.flatMap(areaEntry('dashboard')),
  ];
}

/**
 * The URL of an area page, by its exposed module, in `area` ('plan-page', { id: 4 } ->
 * '/dashboard/plan-page/4'); null when the area has no such page.
 */
export function areaPagePath(
  area: Area,
  exposed: AreaPage['exposed'],
  params?: Record<string, string | number>,
): string | null {
  const placement = areaPages.find((page) => page.exposed === exposed && page[area])?.[area];
  return placement ? fillPath(`${areaPrefixes[area]}/${placement.path}`, params) : null;
}
