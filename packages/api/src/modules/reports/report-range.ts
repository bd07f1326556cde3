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

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50' from cents, as the pages show amounts. */
export const formatCents = (cents: number) => money.format(cents / 100);

/** 'MM.DD.YYYY' (spec section 9) of an instant, on the church's calendar. */
export const formatDay = (instant: Date, timeZone: string) =>
  DateTime.fromJSDate(instant, { zone: timeZone }).toFormat('MM.dd.yyyy');

/** 'hh:mm AM' of an instant, on the church's clock. */
export const formatTime = (instant: Date, timeZone: string) =>
  DateTime.fromJSDate(instant, { zone: timeZone }).setLocale('en-US').toFormat('hh:mm a');

/** '01.01.2026 – 03.31.2026': a period in a document. */
export const formatPeriod = (range: ReportRange) => {
  const day = (iso: string) => DateTime.fromISO(iso).toFormat('MM.dd.yyyy');
  return `${day(range.startDate)} – ${day(range.endDate)}`;
};
