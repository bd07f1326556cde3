import { publicPageSizes, type EventList } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/events/latest: past events, most recent first. */
export const getLatestEvents = (take: number) => getJson<EventList>('events/latest', { skip: 0, take });

export const useLatestEvents = () => useApiQuery('events/latest', () => getLatestEvents(publicPageSizes.events));
