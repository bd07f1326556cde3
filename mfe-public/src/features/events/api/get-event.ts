import { getJson } from '../../../lib/get-json';
import { lazyContract } from '../../../lib/lazy-contract';
import { useApiQuery } from '../../../lib/use-api-query';

/**
 * GET /api/events/{id}?on: a public event with its group; for a repeating event the date `on`
 * names (without it, the next). 404 when there is none (or it is not public).
 */
const eventUrl = (id: number, on?: string) => `events/${id}${on ? `?on=${encodeURIComponent(on)}` : ''}`;

export const getEvent = (id: number, on?: string) => getJson(eventUrl(id, on), lazyContract('EventDetailSchema'));

export const useEvent = (id: number, on?: string) => useApiQuery(eventUrl(id, on), () => getEvent(id, on));
