import { publicPageSizes } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyContract } from '../../../lib/lazy-contract';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/events/upcoming: soonest first. */
export const getUpcomingEvents = (page: number) =>
  getJson('events/upcoming', lazyContract('EventListSchema'), {
    skip: (page - 1) * publicPageSizes.events,
    take: publicPageSizes.events,
  });

export const useUpcomingEvents = (page: number) =>
  useApiQuery(`events/upcoming/${page}`, () => getUpcomingEvents(page));
