// The part of @church/areas that reads every area page's row (see area-menus.ts).
export { areaEntryPath, modulesFor } from '@church/areas';
