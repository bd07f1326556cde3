import type { CalendarEvent } from '@church/contracts';
import { churchDay } from '@church/ui';
import { DateTime } from 'luxon';

/** A calendar date with no zone: 'YYYY-MM-DD' keys compare and sort as strings. */
export interface CalendarDay {
  key: string;
  day: number;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  inMonth: boolean;
}

export interface YearMonth {
  year: number;
  /** 1..12 */
  month: number;
}

// Calendar dates, not instants: UTC has no daylight-saving days to skip or repeat.
const dayOf = (key: string) => DateTime.fromISO(key, { zone: 'utc' });
const keyOf = (date: DateTime) => date.toISODate() ?? '';

/** The month's weeks, Sunday to Saturday, padded with the neighbouring months' days. */
export function monthWeeks({ year, month }: YearMonth): CalendarDay[][] {
  const first = DateTime.utc(year, month, 1);
  // luxon numbers Monday 1 .. Sunday 7; the grid starts on Sunday.
  const start = first.minus({ days: first.weekday % 7 });
  const weeks: CalendarDay[][] = [];
  for (let sunday = start; sunday <= first.endOf('month'); sunday = sunday.plus({ weeks: 1 })) {
    weeks.push(
      Array.from({ length: 7 }, (_, weekday) => {
        const date = sunday.plus({ days: weekday });
        return { key: keyOf(date), day: date.day, weekday, inMonth: date.month === month };
      }),
    );
  }
  return weeks;
}

/** The month the church is in now. */
export function currentMonth(now = new Date()): YearMonth {
  const { year, month } = dayOf(churchDay(now));
  return { year, month };
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const moved = DateTime.utc(year, month, 1).plus({ months: count });
  return { year: moved.year, month: moved.month };
}

/** An event on one day: the day it starts shows its time, later days say it continues. */
export interface DayEvent {
  event: CalendarEvent;
  startsToday: boolean;
}

/**
 * The events of each day of the month on the church's clock. An event lasting several days is
 * on each of them; one ending at midnight is not on the next day.
 */
export function eventsByDay(events: CalendarEvent[], { year, month }: YearMonth) {
  const prefix = keyOf(DateTime.utc(year, month, 1)).slice(0, 8);
  const days = new Map<string, DayEvent[]>();
  for (const event of events) {
    const start = new Date(event.startDate);
    const end = new Date(Math.max(start.getTime(), new Date(event.endDate).getTime() - 1));
    const first = churchDay(start);
    const last = churchDay(end);
    if (!first || !last) continue;
    for (let date = dayOf(first), key = first; key <= last; date = date.plus({ days: 1 }), key = keyOf(date)) {
      if (key.startsWith(prefix)) days.set(key, [...(days.get(key) ?? []), { event, startsToday: key === first }]);
    }
  }
  return days;
}
