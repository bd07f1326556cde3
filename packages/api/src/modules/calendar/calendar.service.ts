import {
  calendarMessages,
  type CalendarEvent,
  type CalendarEventDetail,
  type CalendarMonthQuery,
} from '@church/contracts';
import { DateTime } from 'luxon';
import { HttpError } from '../../lib/http-error';
import { occurrencesOf, type Occurrence } from '../events';
import type { CalendarRepository, CalendarRow } from './calendar.repository';

export type CalendarService = ReturnType<typeof createCalendarService>;

/** One date of the event (the event itself when it does not repeat) as the calendar shows it. */
function toEvent(row: CalendarRow, occurrence: Occurrence): CalendarEvent {
  return {
    id: row.id,
    title: occurrence.title,
    location: occurrence.location,
    startDate: occurrence.startDate.toISOString(),
    endDate: occurrence.endDate.toISOString(),
    // Only a repeating event's dates name theirs.
    ...(occurrence.date === null ? {} : { occurrence: occurrence.date }),
    isPublic: row.isPublic,
    groupId: row.groupId,
    groupName: row.groupName,
    groupTypeName: row.groupTypeName,
    colorTheme: row.colorTheme,
  };
}

/**
 * The master calendar: months are the church's months, whatever the server's zone; a repeating
 * event shows on each of its dates in the month (its skipped ones left out, changed ones as changed).
 */
export function createCalendarService(deps: { calendar: CalendarRepository; timeZone: string }) {
  return {
    /** Every event overlapping the month, from midnight on the 1st to midnight on the next 1st. */
    async month({ month, year }: CalendarMonthQuery): Promise<CalendarEvent[]> {
      const start = DateTime.fromObject({ year, month, day: 1 }, { zone: deps.timeZone });
      const end = start.plus({ months: 1 });
      const window = { start: start.toJSDate(), end: end.toJSDate() };
      const rows = await deps.calendar.between(window.start, window.end);
      return rows
        .flatMap((row) => occurrencesOf(row, deps.timeZone, window).map((occurrence) => toEvent(row, occurrence)))
        .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id - b.id);
    },

    /** The event; for a repeating one, its date `on` (without it, its first). */
    async detailed(id: number, on?: string): Promise<CalendarEventDetail> {
      const row = await deps.calendar.detailed(id);
      const dates = row ? occurrencesOf(row, deps.timeZone) : [];
      const occurrence = on === undefined ? dates[0] : dates.find((date) => date.date === on);
      if (!row || !occurrence) throw new HttpError(404, [calendarMessages.eventNotFound]);
      return { ...toEvent(row, occurrence), body: occurrence.body, leaderName: row.leaderName };
    },
  };
}
