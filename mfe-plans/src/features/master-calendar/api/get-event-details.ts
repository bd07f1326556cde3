import { CalendarEventDetailSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import { calendarKeys } from './calendar-keys';

/**
 * GET /api/events/detailed?id&on: the event with its description, group, type and leader; `on`
 * names one date of a repeating event.
 */
export function getEventDetails(id: number, on: string | null | undefined, signal?: AbortSignal) {
  return getParsed('events/detailed', CalendarEventDetailSchema, on ? { id, on } : { id }, signal);
}

export const eventDetailsQueryOptions = (id: number, on?: string | null) =>
  queryOptions({
    queryKey: calendarKeys.event(id, on ?? null),
    queryFn: ({ signal }) => getEventDetails(id, on, signal),
  });

export const useEventDetails = (id: number, on?: string | null) => useQuery(eventDetailsQueryOptions(id, on));
