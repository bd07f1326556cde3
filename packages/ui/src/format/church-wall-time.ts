import { DateTime } from 'luxon';

/** A date and time as a wall clock in one zone shows them: 'yyyy-MM-dd' and 'HH:mm' (date and time inputs). */
export interface WallTime {
  date: string;
  time: string;
}

/** The instant `iso` on the clock of `zone` (an IANA name), as a date input and a time input take it. */
export function toWallTime(iso: string, zone: string): WallTime {
  const local = DateTime.fromISO(iso, { zone });
  return local.isValid ? { date: local.toISODate() ?? '', time: local.toFormat('HH:mm') } : { date: '', time: '' };
}

/**
 * The instant (ISO 8601, UTC) that the clock of `zone` shows as `date` 'yyyy-MM-dd' at `time`
 * 'HH:mm'; null when either is missing or unreadable. A time skipped by a spring-forward change
 * moves on by the gap, as luxon does.
 */
export function fromWallTime(date: string, time: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const local = DateTime.fromISO(`${date}T${time}`, { zone });
  return local.isValid ? local.toUTC().toISO() : null;
}

/** The first instant (ISO 8601, UTC) of the day `addDays` after `date` 'yyyy-MM-dd' on the clock of `zone`. */
export function startOfDay(date: string, zone: string, addDays = 0): string {
  return DateTime.fromISO(date, { zone }).startOf('day').plus({ days: addDays }).toUTC().toISO() ?? '';
}

/** Today's date on the clock of `zone`, 'yyyy-MM-dd'. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone }).toISODate() ?? '';
}

/** `minutes` after `date` `time` on the clock of `zone`, as the same clock shows it. */
export function addWallMinutes({ date, time }: WallTime, minutes: number, zone: string): WallTime {
  const start = fromWallTime(date, time, zone);
  return start ? toWallTime(DateTime.fromISO(start).plus({ minutes }).toISO() ?? '', zone) : { date: '', time: '' };
}
