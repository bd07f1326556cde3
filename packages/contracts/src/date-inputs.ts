import * as v from 'valibot';

// The two shapes a date takes on its way in (decision 0061): an instant (a moment, with its
// offset from UTC) and a day (YYYY-MM-DD on the church's calendar). Every contract that takes a
// time or a day builds it here, so whatever passes is a real moment the code and the database
// can read: no 30 February, no year 0000 or 9999, and any offset the format allows.

/** The years a date may fall in: every date a church records, and no typo such as 0026 or 20266. */
export const dateYears = { min: 1900, max: 2100 } as const;

export const dateInputMessages = {
  yearOutOfRange: `Dates must be between the years ${dateYears.min} and ${dateYears.max}`,
} as const;

// ISO 8601 as valibot's isoTimestamp reads it: seconds required, a fraction of up to nine
// digits, and an offset of Z, ±HH, ±HHmm or ±HH:mm (a space may come before it).
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:Z| ?([+-])(\d{2})(?::?(\d{2}))?)$/u;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** Milliseconds since 1970 of a wall-clock time read as UTC; undefined for a day no calendar has. */
function utcMilliseconds(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0) {
  // Date.UTC would read years 0 to 99 as 1900 to 1999; setUTCFullYear takes them as written.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime();
}

/** The moment an ISO 8601 instant names, in milliseconds since 1970; undefined when it names none. */
export function parseInstant(text: string): number | undefined {
  const match = INSTANT.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction = '', sign, offsetHours = '0', offsetMinutes = '0'] =
    match as unknown as string[];
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const wall = utcMilliseconds(+year!, +month!, +day!, +hour!, +minute!, +second!, ms);
  if (wall === undefined || +offsetHours > 23 || +offsetMinutes > 59) return undefined;
  const offset = (sign === '-' ? -1 : 1) * (+offsetHours * 60 + +offsetMinutes) * 60_000;
  return wall - offset;
}

/** A real calendar day written YYYY-MM-DD (isoDate alone lets 2026-02-31 through). */
export function isRealDay(text: string): boolean {
  const match = DAY.exec(text);
  return !!match && utcMilliseconds(+match[1]!, +match[2]!, +match[3]!) !== undefined;
}

/** The year as written: the one the person typed or picked, whatever the offset. */
const yearWithin = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= dateYears.min && year <= dateYears.max;
};

interface DateMessages {
  /** For a missing or empty value; `invalid` when not given. */
  required?: string;
  invalid: string;
  /** For a real date outside `dateYears`. */
  outOfRange?: string;
}

/**
 * An instant: ISO 8601 with an offset ('2026-03-07T16:00:00.000Z', '2026-03-07T21:00:00+05',
 * '...+05:00'), a real date and time in the years of `dateYears`. Its output is the same moment
 * in UTC as Date#toISOString writes it, so the code gets one form whatever offset was sent.
 */
export function instantSchema(messages: DateMessages) {
  const required = messages.required ?? messages.invalid;
  return v.pipe(
    v.string(required),
    v.nonEmpty(required),
    // The format for the documents (date-time); the checks below refuse what it lets by.
    v.isoTimestamp(messages.invalid),
    v.check((text) => parseInstant(text) !== undefined, messages.invalid),
    // An unreadable instant has its message already.
    v.check(
      (text) => parseInstant(text) === undefined || yearWithin(text),
      messages.outOfRange ?? dateInputMessages.yearOutOfRange,
    ),
    v.transform((text) => new Date(parseInstant(text)!).toISOString()),
  );
}

/** A day: YYYY-MM-DD, a real calendar date in the years of `dateYears`. */
export function daySchema(messages: DateMessages) {
  const required = messages.required ?? messages.invalid;
  return v.pipe(
    v.string(required),
    v.nonEmpty(required),
    v.isoDate(messages.invalid),
    v.check(isRealDay, messages.invalid),
    v.check((text) => !isRealDay(text) || yearWithin(text), messages.outOfRange ?? dateInputMessages.yearOutOfRange),
  );
}
