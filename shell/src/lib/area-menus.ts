import { useEffect, useState } from 'react';
import type * as AreaMenusModule from './area-menus-module';

/**
 * The account and dashboard rows of the site table (every area page, its menu entry and first
 * reads) with what reads them. Only someone signed in, or on an area's address, needs them: a
 * visitor's first visit does without (about 1.3 KB gzip, decision 0073-languages).
 */
export type AreaMenus = typeof AreaMenusModule;

let loaded: AreaMenus | undefined;
let loading: Promise<AreaMenus> | undefined;

export function loadAreaMenus(): Promise<AreaMenus> {
  loading ??= import(/* webpackChunkName: "area-menus" */ './area-menus-module').then((module) => (loaded = module));
  // A failed fetch is asked for again next time.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The area menus if they have arrived. */
export const areaMenus = (): AreaMenus | undefined => loaded;

/** The area menus for a component, fetched when `wanted`; it draws again once they arrive. */
export function useAreaMenus(wanted: boolean): AreaMenus | undefined {
  const [menus, setMenus] = useState(areaMenus);
  useEffect(() => {
    if (wanted && !menus) loadAreaMenus().then(setMenus, () => undefined);
  }, [wanted, menus]);
  return menus;
}
