import { CalendarEventDetailSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import { calendarKeys } from './calendar-keys';

/** GET /api/events/detailed?id: the event with its description, group, type and leader. */
export function getEventDetails(id: number, signal?: AbortSignal) {
  return getParsed('events/detailed', CalendarEventDetailSchema, { id }, signal);
}

export const eventDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: calendarKeys.event(id), queryFn: ({ signal }) => getEventDetails(id, signal) });

export const useEventDetails = (id: number) => useQuery(eventDetailsQueryOptions(id));
