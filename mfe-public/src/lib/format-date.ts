// The spec's formats (section 9) with the browser's Intl, which keeps luxon out of the public
// pages' first visit. No zone: the visitor's own; a zone: an IANA name such as the church's.

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod', string>;

const dateTimeOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
} as const;

// Making a formatter with a time zone costs the browser far more than using one (a list of
// cards spent ~25 ms of the home page's first render building them), so each is made once.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'dateTime' | 'month' | 'day', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    const options = kind === 'dateTime' ? dateTimeOptions : kind === 'month' ? { month: 'short' } : { day: 'numeric' };
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...options } as Intl.DateTimeFormatOptions);
    formatters.set(key, format);
  }
  return format;
}

function validDate(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function partsOf(iso: string, timeZone: string | undefined): Parts | undefined {
  const date = validDate(iso);
  if (!date) return undefined;
  const parts = formatter('dateTime', timeZone).formatToParts(date);
  return Object.fromEntries(parts.map((part) => [part.type, part.value])) as Parts;
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
  const date = validDate(iso);
  if (!date) return { month: '', day: '' };
  return { month: formatter('month', timeZone).format(date), day: formatter('day', timeZone).format(date) };
}
