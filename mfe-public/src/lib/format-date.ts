// The spec's formats (section 9), on the church's clock for every visitor, so the page the
// server drew and the one the browser hydrates show the same date. Worked out with arithmetic
// from the offsets the server inlines: the browser's Intl costs 30-90 ms of main thread on its
// first use, which a first visit would spend mid-hydration (decision 0053). Intl, made once,
// covers what the offsets do not (a server renderer, a date decades away). No luxon: it is kept
// out of the public pages' first visit.
import { intlUtcOffset } from '@church/contracts';
import { churchTimeZone, churchUtcOffsetAt } from '@church/ui';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The church's wall clock at `iso`, as a Date whose UTC fields read it; undefined if unreadable. */
function churchClockAt(iso: string): Date | undefined {
  const date = new Date(iso);
  const ms = date.getTime();
  if (Number.isNaN(ms)) return undefined;
  const offset = churchUtcOffsetAt(ms) ?? intlUtcOffset(churchTimeZone(), ms);
  return new Date(ms + offset * 60_000);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

const dateOf = (clock: Date) =>
  `${twoDigits(clock.getUTCMonth() + 1)}.${twoDigits(clock.getUTCDate())}.${clock.getUTCFullYear()}`;

/** MM.DD.YYYY. */
export function formatDate(iso: string): string {
  const clock = churchClockAt(iso);
  return clock ? dateOf(clock) : '';
}

/** MM.DD.YYYY hh:mm A, a 12-hour clock. */
export function formatDateTime(iso: string): string {
  const clock = churchClockAt(iso);
  if (!clock) return '';
  const hours = clock.getUTCHours();
  const time = `${twoDigits(hours % 12 || 12)}:${twoDigits(clock.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${dateOf(clock)} ${time}`;
}

/** A calendar leaf: 'Mar' and '9'. */
export function monthAndDay(iso: string): { month: string; day: string } {
  const clock = churchClockAt(iso);
  return clock ? { month: months[clock.getUTCMonth()]!, day: String(clock.getUTCDate()) } : { month: '', day: '' };
}
