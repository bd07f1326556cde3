import type { Period } from '@church/contracts';

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

/** Today's date where the church is, e.g. '2026-03-07'. */
export function localDate(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

// Calendar arithmetic on plain dates: a UTC midnight stands for the date, never for an instant.
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);
const asText = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => {
  const result = asDate(date);
  result.setUTCDate(result.getUTCDate() + days);
  return asText(result);
};
const addMonths = (date: string, months: number) => {
  const result = asDate(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return asText(result);
};

/**
 * week: the 7 days ending today, by day; month: the 30 days ending today, by day; year: the 12
 * calendar months ending with this one (up to today), by month. Each compares with as long a
 * stretch before: 7 days, 30 days, the 12 whole months before.
 */
export function periodRange(period: Period, now: Date, timeZone: string): PeriodRange {
  const today = localDate(now, timeZone);
  if (period === 'year') {
    const thisMonth = `${today.slice(0, 7)}-01`;
    const from = addMonths(thisMonth, 1 - MONTHS_IN_YEAR);
    return {
      unit: 'month',
      buckets: Array.from({ length: MONTHS_IN_YEAR }, (_, index) => addMonths(from, index)),
      from,
      // Up to today: nothing dated later this month counts yet.
      to: addDays(today, 1),
      previousFrom: addMonths(from, -MONTHS_IN_YEAR),
    };
  }
  const days = DAYS[period];
  const from = addDays(today, 1 - days);
  return {
    unit: 'day',
    buckets: Array.from({ length: days }, (_, index) => addDays(from, index)),
    from,
    to: addDays(today, 1),
    previousFrom: addDays(from, -days),
  };
}
