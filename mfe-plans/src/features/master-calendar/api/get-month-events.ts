import { CalendarMonthSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import { calendarKeys } from './calendar-keys';

/** GET /api/events/by-month?month&year: every event overlapping the church's month. */
export function getMonthEvents(year: number, month: number, signal?: AbortSignal) {
  return getParsed('events/by-month', CalendarMonthSchema, { month, year }, signal);
}

export const monthEventsQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: calendarKeys.month(year, month),
    queryFn: ({ signal }) => getMonthEvents(year, month, signal),
  });

export const useMonthEvents = (year: number, month: number) => useQuery(monthEventsQueryOptions(year, month));
