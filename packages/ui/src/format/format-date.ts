import { DateTime } from 'luxon';

// The spec's formats (section 9). Meridiem names depend on the locale, so it is pinned.
const dateFormat = 'MM.dd.yyyy';
const dateTimeFormat = 'MM.dd.yyyy hh:mm a';
const timeFormat = 'hh:mm a';

function toDateTime(iso: string, zone: string | undefined): DateTime {
  return DateTime.fromISO(iso, { zone, locale: 'en-US' });
}

/** '03.07.2026' in the browser's zone, or in `zone` (an IANA name such as 'America/Chicago'). */
export function formatDate(iso: string, zone?: string): string {
  const date = toDateTime(iso, zone);
  return date.isValid ? date.toFormat(dateFormat) : '';
}

/** '03.07.2026 02:05 PM' in the browser's zone, or in `zone`. */
export function formatDateTime(iso: string, zone?: string): string {
  const date = toDateTime(iso, zone);
  return date.isValid ? date.toFormat(dateTimeFormat) : '';
}

/** '02:05 PM', the time part of formatDateTime, in the browser's zone or in `zone`. */
export function formatTime(iso: string, zone?: string): string {
  const date = toDateTime(iso, zone);
  return date.isValid ? date.toFormat(timeFormat) : '';
}
