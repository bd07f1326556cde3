import { publicPageSizes } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyListOf } from '../../../lib/lazy-contract';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/events?search=: at most five events whose title or text matches. */
export const getMatchingEvents = (search: string) =>
  getJson('events', lazyListOf('EventSummarySchema'), { search, take: publicPageSizes.eventsSearch });

export const useMatchingEvents = (search: string) =>
  useApiQuery(`events/search/${search}`, () => getMatchingEvents(search));
