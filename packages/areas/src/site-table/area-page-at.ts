import type { Area } from '@church/exposes';
import { areaPages, type AreaPage } from './area-pages';
import { areaPrefixes } from './area-prefixes';
import { matchesPath, trimPath } from './path-pattern';

export { areaPrefixes, areaRemotes } from './area-prefixes';

/**
 * The area page at a path ('/account/payment-settings': the account area, mfe-giving's Payment
 * Settings), from the URL alone: no session, no React, so the page server can read it. The
 * area's own path has none (its first page is the session's).
 */
export function areaPageAt(pathname: string): { area: Area; page: AreaPage } | undefined {
  const path = trimPath(pathname);
  for (const area of Object.keys(areaPrefixes) as Area[]) {
    const prefix = `${areaPrefixes[area]}/`;
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const page = areaPages.find((row) => {
      const placement = row[area];
      return placement !== undefined && matchesPath(placement.path, rest);
    });
    return page ? { area, page } : undefined;
  }
  return undefined;
}
