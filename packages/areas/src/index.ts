// The area frame: one table of pages read by the shell's guards, the area menus, the area
// routes and the tests. See docs/decisions/0034.
export { areaPages, type AreaPage, type AreaPlacement, type Area, type RemoteName } from './area-pages';
export { areas, areaOfSession, type AreaFrame } from './areas';
export { pagesOf, findAreaPage, canOpen, menuOf, areaEntryPath, matchesPath, type PageInArea } from './find-area-page';
export { siteRoutes, findSiteRoute, modulesFor, type SiteRoute } from './site-routes';
export { AreaLayout } from './area-layout';
export { AreaRoutes } from './area-routes';
// What every area page receives, from the contract (@church/exposes); re-exported for the pages.
export type { AreaPageProps } from '@church/exposes';
