// The spec's formats (section 9) with the browser's Intl, which keeps luxon out of the public
// pages' first visit. No zone: the visitor's own; a zone: an IANA name such as the church's.

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod', string>;

function partsOf(iso: string, timeZone: string | undefined): Parts | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value])) as Parts;
}

/** MM.DD.YYYY. */
export function formatDate(iso: string, timeZone?: string): string {
  const parts = partsOf(iso, timeZone);
  return parts ? `${parts.month}.${parts.day}.${parts.year}` : '';
}

/** MM.DD.YYYY hh:mm A, a 12-hour clock. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const parts = partsOf(iso, timeZone);
  return parts ? `${parts.month}.${parts.day}.${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}` : '';
}

/** A calendar leaf: 'Mar' and '9'. */
export function monthAndDay(iso: string, timeZone?: string): { month: string; day: string } {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { month: '', day: '' };
  return {
    month: date.toLocaleString('en-US', { timeZone, month: 'short' }),
    day: date.toLocaleString('en-US', { timeZone, day: 'numeric' }),
  };
}
