import { ManagedEventListSchema, pageSizes } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { eventsKeys } from './events-keys';

/** Spec section 9: dashboard events, 8 a page. */
export const eventsPageSize = pageSizes.dashboardEvents;

/** GET /api/events/paginated: every event, public or not, newest (last added) first. */
export function getEvents(page: number, search: string, signal?: AbortSignal) {
  const take = eventsPageSize;
  return getParsed('events/paginated', ManagedEventListSchema, { skip: (page - 1) * take, take, search }, signal);
}

export const eventsQueryOptions = (page: number, search: string) =>
  queryOptions({ queryKey: eventsKeys.page(page, search), queryFn: ({ signal }) => getEvents(page, search, signal) });

export const useEvents = (page: number, search: string) =>
  useQuery({ ...eventsQueryOptions(page, search), placeholderData: keepPreviousData });
