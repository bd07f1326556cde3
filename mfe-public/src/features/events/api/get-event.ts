import { getJson } from '../../../lib/get-json';
import { lazyContract } from '../../../lib/lazy-contract';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/events/{id}: a public event with its group; 404 when there is none (or it is not public). */
export const getEvent = (id: number) => getJson(`events/${id}`, lazyContract('EventDetailSchema'));

export const useEvent = (id: number) => useApiQuery(`events/${id}`, () => getEvent(id));
