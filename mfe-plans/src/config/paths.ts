import { areaPagePath, type Area } from '@church/areas';

/** URLs the plans pages build, inside whichever area shows them, from the site table. */
export const paths = {
  plans: (area: Area) => areaPagePath(area, 'event-plans') ?? '/',
  plan: (area: Area, id: number) => areaPagePath(area, 'plan-page', { id }) ?? '/',
  grid: (area: Area) => areaPagePath(area, 'scheduling-grid') ?? '/',
};
