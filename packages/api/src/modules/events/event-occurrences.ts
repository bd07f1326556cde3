import { weekdayCodes, type ChangedOccurrence, type RepeatRule } from '@church/contracts';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';

// The dates of a repeating event (decision 0085-repeating-events). The rule is written as an
// RFC 5545 RRULE and walked by ical.js, the parser calendar apps themselves use, on the church's
// wall clock (floating times), so "Sundays at 10:00" stays 10:00 across a daylight-saving change;
// each wall time then becomes an instant in the church's zone. The feeds carry the same RRULE, so
// a subscribed calendar and our pages agree on every date.

/** What expanding an event reads of it. */
export interface SeriesFields {
  title: string;
  body: string;
  location: string;
  startDate: Date;
  endDate: Date;
  repeat: RepeatRule | null;
  changedOccurrences: ChangedOccurrence[];
}

/** One date of an event: the event itself for a one-time event (`date` null). */
export interface Occurrence {
  /** The date it has in the series ('YYYY-MM-DD', church calendar); null for a one-time event. */
  date: string | null;
  title: string;
  body: string;
  location: string;
  startDate: Date;
  endDate: Date;
}

/** No series walks further than this: the rules' limits keep every one well under it. */
const MOST_DATES = 1500;

/** The RRULE (without UNTIL: the walk stops at `until` itself, a church day) of a rule starting on `first`. */
export function rrule(rule: RepeatRule, first: DateTime): string {
  const parts = [`FREQ=${rule.frequency.toUpperCase()}`];
  if (rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.frequency === 'weekly') parts.push(`BYDAY=${rule.weekdays.join(',')}`);
  if (rule.frequency === 'monthly') {
    const code = weekdayCodes[first.weekday - 1]!;
    parts.push(rule.monthlyBy === 'weekday' ? `BYDAY=${Math.ceil(first.day / 7)}${code}` : `BYMONTHDAY=${first.day}`);
  }
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  return parts.join(';');
}

/** The last instant of the church day `until`, in UTC: RFC 5545's UNTIL for a zoned DTSTART. */
export function untilInstant(until: string, zone: string): DateTime {
  return DateTime.fromISO(until, { zone }).endOf('day').set({ millisecond: 0 }).toUTC();
}

/** Every date the rule gives, skipped ones included, as wall times on the church's clock. */
function ruleDates(rule: RepeatRule, first: DateTime): DateTime[] {
  const iterator = ICAL.Recur.fromString(rrule(rule, first)).iterator(
    ICAL.Time.fromData({
      year: first.year,
      month: first.month,
      day: first.day,
      hour: first.hour,
      minute: first.minute,
      second: first.second,
    }),
  );
  const dates: DateTime[] = [];
  for (let next = iterator.next(); next && dates.length < MOST_DATES; next = iterator.next()) {
    const date = DateTime.fromObject(
      { year: next.year, month: next.month, day: next.day, hour: next.hour, minute: next.minute, second: next.second },
      // A wall time the clock skips (02:30 when it springs forward) is read forward, as clocks do.
      { zone: first.zone },
    );
    if (rule.until !== null && date.toISODate()! > rule.until) break;
    dates.push(date);
  }
  return dates;
}

/** Every date of the rule ('YYYY-MM-DD'), skipped ones included: what a skipped or changed date must be. */
export function seriesDates(rule: RepeatRule, startDate: Date, zone: string): string[] {
  return ruleDates(rule, DateTime.fromJSDate(startDate, { zone })).map((date) => date.toISODate()!);
}

/** Overlapping [start, end), as the calendar reads it: an event of no length counts where it starts. */
export function overlaps(occurrence: { startDate: Date; endDate: Date }, window: { start: Date; end: Date }): boolean {
  return (
    occurrence.startDate < window.end && (occurrence.endDate > window.start || occurrence.startDate >= window.start)
  );
}

/**
 * The event's dates, soonest first: the event itself when it does not repeat; else each date of
 * its rule but the skipped ones, a changed date as changed. `window` keeps those overlapping it.
 */
export function occurrencesOf(event: SeriesFields, zone: string, window?: { start: Date; end: Date }): Occurrence[] {
  const { title, body, location } = event;
  const all: Occurrence[] = event.repeat
    ? expand(event, event.repeat, zone)
    : [{ date: null, title, body, location, startDate: event.startDate, endDate: event.endDate }];
  return window ? all.filter((occurrence) => overlaps(occurrence, window)) : all;
}

function expand(event: SeriesFields, rule: RepeatRule, zone: string): Occurrence[] {
  const length = event.endDate.getTime() - event.startDate.getTime();
  const skipped = new Set(rule.skipped);
  const changed = new Map(event.changedOccurrences.map((occurrence) => [occurrence.date, occurrence]));
  const occurrences: Occurrence[] = [];
  for (const wall of ruleDates(rule, DateTime.fromJSDate(event.startDate, { zone }))) {
    const date = wall.toISODate()!;
    if (skipped.has(date)) continue;
    const own = changed.get(date);
    const startDate = own ? new Date(own.startDate) : wall.toJSDate();
    occurrences.push({
      date,
      title: own?.title ?? event.title,
      body: own?.body ?? event.body,
      location: own?.location ?? event.location,
      startDate,
      endDate: own ? new Date(own.endDate) : new Date(startDate.getTime() + length),
    });
  }
  // A changed date may have moved past its neighbours.
  return occurrences.sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
}

/** When the event's last date ends: what `seriesEnd` keeps for a repeating event. */
export function lastEnd(event: SeriesFields, zone: string): Date | null {
  if (!event.repeat) return null;
  const ends = occurrencesOf(event, zone).map((occurrence) => occurrence.endDate.getTime());
  return ends.length > 0 ? new Date(Math.max(...ends)) : event.endDate;
}
