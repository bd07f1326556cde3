import type { ReportRange } from '@church/contracts';
import { DateTime } from 'luxon';
import type { InstantRange } from './reports.repository';

/**
 * Whole days of the church's calendar as instants: from the first day's midnight there until
 * the midnight after the last day, so both days are included whatever the server's zone, and
 * a day of a daylight-saving change is its real 23 or 25 hours.
 */
export function instantRange(range: ReportRange, timeZone: string): InstantRange {
  const first = DateTime.fromISO(range.startDate, { zone: timeZone }).startOf('day');
  const last = DateTime.fromISO(range.endDate, { zone: timeZone }).startOf('day');
  return { from: first.toJSDate(), to: last.plus({ days: 1 }).toJSDate() };
}

/** A calendar year as a report range (a year-end statement's period). */
export function yearRange(year: number): ReportRange {
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}
