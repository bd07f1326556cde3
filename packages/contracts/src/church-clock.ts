// Every date and time a person sees (pages, PDFs, e-mails) is written here, on the church's
// clock, in the spec's formats (section 9): MM.DD.YYYY and MM.DD.YYYY hh:mm A. The browser and
// the server share it, so a record reads the same on the home page, in the dashboard and in a
// statement. Arithmetic on the zone's offset, not luxon: the public pages' first visit uses it
// and must stay small (decision 0066-one-clock). Plain values only: no valibot, no DOM.
import { intlLocales } from './intl-locales';
import type { Language } from './languages';
import { intlUtcOffset, utcOffsetAt, type UtcOffsets } from './utc-offsets';

/**
 * The clock a date is read on: the church's IANA zone, and where the page has them the
 * offsets the server made from it (read with arithmetic; Intl only where they say nothing).
 */
export interface ChurchClock {
  zone: string;
  utcOffsets?: UtcOffsets;
}

/** An instant (an ISO string or a Date), or a date and time with no offset, already on the church's clock. */
export type Moment = string | Date;

// Short names only: this module is on the public pages' first visit; long names come from Intl.
const shortMonths: Record<Language, string> = {
  en: 'JanFebMarAprMayJunJulAugSepOctNovDec',
  es: 'enefebmarabrmayjunjulagosepoctnovdic',
};

// '2026-03-07' or '2026-03-07T09:30(:00(.000))': a wall clock reading, not an instant.
const wallReading = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/;

/** The church's wall clock at `moment`, as a Date whose UTC fields read it; undefined if unreadable. */
function wallClockAt(moment: Moment, clock: string | ChurchClock): Date | undefined {
  const reading = typeof moment === 'string' && wallReading.test(moment);
  const date = reading ? new Date(`${moment.length === 10 ? `${moment}T00:00` : moment}Z`) : new Date(moment);
  const ms = date.getTime();
  if (Number.isNaN(ms) || reading) return Number.isNaN(ms) ? undefined : date;
  const { zone, utcOffsets } = typeof clock === 'string' ? { zone: clock, utcOffsets: undefined } : clock;
  const offset = (utcOffsets && utcOffsetAt(utcOffsets, ms)) ?? intlUtcOffset(zone, ms);
  return new Date(ms + offset * 60_000);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
// English keeps the spec's MM.DD.YYYY and 12-hour clock; Spanish writes DD/MM/YYYY and 24 hours.
const dateOf = (wall: Date, language: Language) => {
  const [month, day, year] = [twoDigits(wall.getUTCMonth() + 1), twoDigits(wall.getUTCDate()), wall.getUTCFullYear()];
  return language === 'es' ? `${day}/${month}/${year}` : `${month}.${day}.${year}`;
};
const timeOf = (wall: Date, language: Language) => {
  const hours = wall.getUTCHours();
  const minutes = twoDigits(wall.getUTCMinutes());
  if (language === 'es') return `${twoDigits(hours)}:${minutes}`;
  return `${twoDigits(hours % 12 || 12)}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
};

/** '11.26.2026' (MM.DD.YYYY; Spanish '26/11/2026'); '' for something that is not a date. */
export function formatDate(moment: Moment, clock: string | ChurchClock, language: Language = 'en'): string {
  const wall = wallClockAt(moment, clock);
  return wall ? dateOf(wall, language) : '';
}

/** '11.26.2026 11:07 PM' (MM.DD.YYYY hh:mm A, a 12-hour clock; Spanish '26/11/2026 23:07'). */
export function formatDateTime(moment: Moment, clock: string | ChurchClock, language: Language = 'en'): string {
  const wall = wallClockAt(moment, clock);
  return wall ? `${dateOf(wall, language)} ${timeOf(wall, language)}` : '';
}

/** '11:07 PM' (Spanish '23:07'), the time part of formatDateTime. */
export function formatTime(moment: Moment, clock: string | ChurchClock, language: Language = 'en'): string {
  const wall = wallClockAt(moment, clock);
  return wall ? timeOf(wall, language) : '';
}

/** The church's calendar day, '2026-11-26': keys that compare and sort as strings. */
export function churchDay(moment: Moment, clock: string | ChurchClock): string {
  const wall = wallClockAt(moment, clock);
  return wall ? wall.toISOString().slice(0, 10) : '';
}

/** A calendar leaf: 'Nov' and '26' (Spanish 'nov'). */
export function formatMonthAndDay(
  moment: Moment,
  clock: string | ChurchClock,
  language: Language = 'en',
): { month: string; day: string } {
  const wall = wallClockAt(moment, clock);
  const month = wall ? wall.getUTCMonth() * 3 : 0;
  return wall
    ? { month: shortMonths[language].slice(month, month + 3), day: String(wall.getUTCDate()) }
    : { month: '', day: '' };
}

/** 'Thursday, November 26' (Spanish 'jueves, 26 de noviembre') for a calendar day '2026-11-26'. */
export function formatWeekdayAndDay(day: string, language: Language = 'en'): string {
  const wall = wallClockAt(day, 'UTC');
  if (!wall) return '';
  return new Intl.DateTimeFormat(intlLocales[language], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(wall);
}

/** 'November 2026' (or 'Nov 2026' when short) for a calendar month '2026-11' or a day in it. */
export function formatMonth(yearMonth: string, form: 'long' | 'short' = 'long', language: Language = 'en'): string {
  const wall = wallClockAt(`${yearMonth.slice(0, 7)}-01`, 'UTC');
  if (!wall) return '';
  return new Intl.DateTimeFormat(intlLocales[language], { month: form, year: 'numeric', timeZone: 'UTC' }).format(wall);
}
