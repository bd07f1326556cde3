import { publicPageSizes, type EventSummary } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/events?search=: at most five events whose title or text matches. */
export const getMatchingEvents = (search: string) =>
  getJson<EventSummary[]>('events', { search, take: publicPageSizes.eventsSearch });

export const useMatchingEvents = (search: string) =>
  useApiQuery(`events/search/${search}`, () => getMatchingEvents(search));
