import type { CalendarEvent } from '@church/contracts';

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

const pad = (value: number) => String(value).padStart(2, '0');
const keyOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The month's weeks, Sunday to Saturday, padded with the neighbouring months' days. */
export function monthWeeks({ year, month }: YearMonth): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const cursor = new Date(Date.UTC(year, month - 1, 1 - first.getUTCDay()));
  const weeks: CalendarDay[][] = [];
  do {
    const week: CalendarDay[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      week.push({ key: keyOf(cursor), day: cursor.getUTCDate(), weekday, inMonth: cursor.getUTCMonth() === month - 1 });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (cursor.getUTCMonth() === month - 1);
  return weeks;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The church's calendar day of an instant, as 'YYYY-MM-DD'. */
export function churchDayOf(instant: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes ISO dates (2026-03-07).
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

export function currentMonth(timeZone: string, now = new Date()): YearMonth {
  const [year, month] = churchDayOf(now, timeZone).split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1 };
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'March 2030' */
export function monthTitle({ year, month }: YearMonth): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** 'Wednesday, March 11' for a day key. */
export function dayTitle(key: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${key}T00:00:00Z`),
  );
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
export function eventsByDay(events: CalendarEvent[], { year, month }: YearMonth, timeZone: string) {
  const prefix = `${year}-${pad(month)}-`;
  const days = new Map<string, DayEvent[]>();
  for (const event of events) {
    const start = new Date(event.startDate);
    const end = new Date(Math.max(start.getTime(), new Date(event.endDate).getTime() - 1));
    const first = churchDayOf(start, timeZone);
    const last = churchDayOf(end, timeZone);
    const cursor = new Date(`${first}T00:00:00Z`);
    for (let key = first; key <= last; key = keyOf(cursor)) {
      if (key.startsWith(prefix)) days.set(key, [...(days.get(key) ?? []), { event, startsToday: key === first }]);
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
  }
  return days;
}
