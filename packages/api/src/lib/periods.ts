import type { Period } from '@church/contracts';
import { DateTime } from 'luxon';

/**
 * The calendar of a dashboard period, in local dates (YYYY-MM-DD) of the church's time zone:
 * the period is [from, to), the one before it [previousFrom, from). The database turns these
 * dates into instants itself (`date::timestamp at time zone zone`), so a day is the church's day
 * across daylight-saving changes.
 */
export interface PeriodRange {
  unit: 'day' | 'month';
  /** The first local date of every bucket, oldest first. */
  buckets: string[];
  from: string;
  to: string;
  previousFrom: string;
}

const DAYS: Record<Exclude<Period, 'year'>, number> = { week: 7, month: 30 };
const MONTHS_IN_YEAR = 12;

const asText = (date: DateTime) => date.toISODate() ?? '';

/**
 * week: the 7 days ending today, by day; month: the 30 days ending today, by day; year: the 12
 * calendar months ending with this one (up to today), by month. Each compares with as long a
 * stretch before: 7 days, 30 days, the 12 whole months before.
 */
export function periodRange(period: Period, now: Date, timeZone: string): PeriodRange {
  // Today's date where the church is, then stepped as a plain date in UTC, where no day is
  // skipped or repeated by a daylight-saving change.
  const today = DateTime.fromJSDate(now, { zone: timeZone }).setZone('utc', { keepLocalTime: true }).startOf('day');
  const to = asText(today.plus({ days: 1 }));
  if (period === 'year') {
    const from = today.startOf('month').minus({ months: MONTHS_IN_YEAR - 1 });
    return {
      unit: 'month',
      buckets: Array.from({ length: MONTHS_IN_YEAR }, (_, index) => asText(from.plus({ months: index }))),
      from: asText(from),
      // Up to today: nothing dated later this month counts yet.
      to,
      previousFrom: asText(from.minus({ months: MONTHS_IN_YEAR })),
    };
  }
  const days = DAYS[period];
  const from = today.minus({ days: days - 1 });
  return {
    unit: 'day',
    buckets: Array.from({ length: days }, (_, index) => asText(from.plus({ days: index }))),
    from: asText(from),
    to,
    previousFrom: asText(from.minus({ days })),
  };
}
