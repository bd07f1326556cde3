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
      const rows = await deps.calendar.between(start.toJSDate(), end.toJSDate());
      return rows.map(toEvent);
    },

    async detailed(id: number): Promise<CalendarEventDetail> {
      const row = await deps.calendar.detailed(id);
      if (!row) throw new HttpError(404, [calendarMessages.eventNotFound]);
      return { ...toEvent(row), body: row.body, leaderName: row.leaderName };
    },
  };
}
