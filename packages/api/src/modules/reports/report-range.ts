import { formatDate, type ReportRange } from '@church/contracts';
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

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50' from cents, as the pages show amounts. */
export const formatCents = (cents: number) => money.format(cents / 100);

/**
 * '01.01.2026 – 03.31.2026': a period in a document. Its dates are days of the church's calendar
 * already (no time of day), so no zone moves them.
 */
export const formatPeriod = (range: ReportRange) =>
  `${formatDate(range.startDate, 'UTC')} – ${formatDate(range.endDate, 'UTC')}`;
