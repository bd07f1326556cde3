// When a recurring gift is charged: days of the church's calendar ('2026-11-26'), computed from
// the day the member chose to start. The sandbox's renewals, the API's list and the wizards all
// read the same function, so the date a member is shown is the date the card is charged.
// Plain values only: no valibot, no Intl.

export const recurringSchedules = [
  'weekly',
  'every-two-weeks',
  'first-and-fifteenth',
  'monthly',
  'quarterly',
  'yearly',
] as const;
export type RecurringSchedule = (typeof recurringSchedules)[number];

/** The spec's 'Recurrence is monthly': what a gift is when nobody chose otherwise. */
export const defaultRecurringSchedule: RecurringSchedule = 'monthly';

const DAY_MS = 86_400_000;
const monthsApart: Partial<Record<RecurringSchedule, number>> = { monthly: 1, quarterly: 3, yearly: 12 };
const daysApart: Partial<Record<RecurringSchedule, number>> = { weekly: 7, 'every-two-weeks': 14 };

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The `count`-th month after the start, on the start's day of the month, or on that month's
 * last day when it is shorter (a gift started on 31 January is charged 28 or 29 February, then
 * 31 March; one started on 29 February is charged 28 February in the years between leap years).
 */
function monthsAfter(start: string, count: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + count;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return toDay(Date.UTC(targetYear, targetMonth, targetDay));
}

/**
 * The first charge day of the schedule that comes after `after`: the start day itself when
 * `after` is before it. Days are 'YYYY-MM-DD' on the church's calendar.
 * A 1st and 15th gift is charged on its start day, then on every 1st and 15th after it.
 */
export function nextChargeDay(schedule: RecurringSchedule, start: string, after: string): string {
  if (after < start) return start;
  const days = daysApart[schedule];
  if (days !== undefined) {
    const elapsed = Math.round((toMs(after) - toMs(start)) / DAY_MS);
    return toDay(toMs(start) + (Math.floor(elapsed / days) + 1) * days * DAY_MS);
  }
  const months = monthsApart[schedule];
  if (months !== undefined) {
    const [startYear, startMonth] = start.split('-').map(Number) as [number, number];
    const [afterYear, afterMonth] = after.split('-').map(Number) as [number, number];
    // A guess a period short, then forward: the clamped day may fall before `after` in its month.
    let count = Math.max(1, Math.floor(((afterYear - startYear) * 12 + afterMonth - startMonth) / months));
    while (monthsAfter(start, count * months) <= after) count += 1;
    while (count > 1 && monthsAfter(start, (count - 1) * months) > after) count -= 1;
    return monthsAfter(start, count * months);
  }
  // First and fifteenth.
  const [year, month, day] = after.split('-').map(Number) as [number, number, number];
  return day < 15 ? toDay(Date.UTC(year, month - 1, 15)) : toDay(Date.UTC(year, month, 1));
}

/** The first `count` charge days of a schedule: what a member is shown before starting it. */
export function chargeDays(schedule: RecurringSchedule, start: string, count: number): string[] {
  const days = [start];
  while (days.length < count) days.push(nextChargeDay(schedule, start, days[days.length - 1]!));
  return days;
}
