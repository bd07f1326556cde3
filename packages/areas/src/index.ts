// The site table and the area frame: one table of pages read by the shell's routes and guards,
// the area menus and routes, the server renderer and the tests. See docs/decisions/0034, 0063.
export * from './site-table';
export { areas, areaOfSession, type AreaFrame } from './areas';
export { pagesOf, findAreaPage, canOpen, menuOf, areaEntryPath, type PageInArea } from './find-area-page';
export { siteRoutes, findSiteRoute, type SiteRoute } from './site-routes';
export { modulesFor } from './modules-for';
export { usePageTitle } from './use-page-title';
export { AreaLayout } from './area-layout';
export { AreaRoutes } from './area-routes';
// What every area page receives, from the contract (@church/exposes); re-exported for the pages.
export type { AreaPageProps } from '@church/exposes';
