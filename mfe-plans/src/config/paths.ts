import { areas, type Area } from '@church/areas';

/** URLs the plans pages build, inside whichever area shows them. */
export const paths = {
  plans: (area: Area) => `${areas[area].prefix}/event-plans`,
  plan: (area: Area, id: number) => `${areas[area].prefix}/plan-page/${id}`,
};
