import { site, type RepeatRule } from '@church/contracts';
import ical, { type ICalCalendar, type ICalEventData } from 'ical-generator';
import { DateTime } from 'luxon';
import { rrule, untilInstant } from '../events';
import type { CalendarRow } from './calendar.repository';
import { vtimezone } from './vtimezone';

/** How far back and ahead a feed reaches (decision 0041): enough for any calendar's view. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 730;

const DAY = 24 * 60 * 60 * 1000;
// SEQUENCE is a 32-bit integer that must grow with each edit: seconds since 2020 fit until 2088.
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

export function feedWindow(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(now.getTime() - FEED_DAYS_BACK * DAY),
    end: new Date(now.getTime() + FEED_DAYS_AHEAD * DAY),
  };
}

export interface FeedOptions {
  /** The calendar's name in the subscriber's list, e.g. 'Cornerstone Community Church: Youth'. */
  name: string;
  /** Where the site is reached; its host makes the UIDs, its /events pages the events' URLs. */
  publicUrl: string;
  /** The church's zone: a repeating event's wall clock; for one-time events a display hint only. */
  timeZone: string;
}

/**
 * An RFC 5545 calendar of these events. A one-time event's times are UTC instants (DTSTART:…Z),
 * which every client places correctly without a VTIMEZONE (decision 0041). A repeating event is
 * one VEVENT on the church's clock (DTSTART;TZID=…, with the zone's VTIMEZONE) with its RRULE and
 * its skipped dates as EXDATE, and one more VEVENT (same UID, RECURRENCE-ID) per date changed on
 * its own (decision 0085-repeating-events). UIDs are the event's id at the site's host, so a
 * re-read updates an event instead of adding a copy, and LAST-MODIFIED, DTSTAMP and SEQUENCE
 * follow `updatedAt`, which every edit (of the series or of one date) moves on, so an edit wins
 * over the copy a client holds; a deleted event or date leaves the feed, and with it the
 * subscribed calendar.
 */
export function renderFeed(rows: CalendarRow[], options: FeedOptions): string {
  const host = new URL(options.publicUrl).hostname;
  const calendar = ical({
    name: options.name,
    prodId: { company: site.name, product: 'Events', language: 'EN' },
    url: new URL('/events', options.publicUrl).href,
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: a hint to poll hourly (Google decides on its own).
    ttl: 60 * 60,
    x: { 'X-WR-TIMEZONE': options.timeZone },
  });
  const series = rows.filter((row) => row.repeat !== null);
  if (series.length > 0) {
    const starts = series.map((row) => row.startDate.getTime());
    const span = { start: new Date(Math.min(...starts)), end: new Date(Math.max(...starts) + 3 * 366 * DAY) };
    // Only zones the events name get a VTIMEZONE (the one-time events name none).
    calendar.timezone({ name: null, generator: (zone) => vtimezone(zone, span.start, span.end) });
  }
  for (const row of rows) {
    const shared = {
      id: `event-${row.id}@${host}`,
      summary: row.title,
      description: row.body,
      location: row.location,
      // The event's own page (its row in the site table, '/events/:id').
      url: new URL(`/events/${row.id}`, options.publicUrl).href,
      ...(row.groupName ? { categories: [{ name: row.groupName }] } : {}),
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
      sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
    } satisfies Partial<ICalEventData>;
    if (row.repeat) addSeries(calendar, row, row.repeat, shared, options);
    else calendar.createEvent({ ...shared, start: row.startDate, end: row.endDate });
  }
  return calendar.toString();
}

const ICAL_DATE_TIME = "yyyyMMdd'T'HHmmss";

/** The series (RRULE, EXDATE) and its dates changed on their own (RECURRENCE-ID), on the church's clock. */
function addSeries(
  calendar: ICalCalendar,
  row: CalendarRow,
  rule: RepeatRule,
  shared: Omit<ICalEventData, 'start'>,
  options: FeedOptions,
) {
  const zone = options.timeZone;
  const onClock = (date: Date) => DateTime.fromJSDate(date, { zone });
  const first = onClock(row.startDate);
  // The wall time a date of the series has before it is changed: its RECURRENCE-ID or EXDATE.
  const originally = (date: string) =>
    DateTime.fromISO(date, { zone }).set({ hour: first.hour, minute: first.minute, second: first.second });
  const lines = [
    `RRULE:${rrule(rule, first)}${rule.until ? `;UNTIL=${untilInstant(rule.until, zone).toFormat(ICAL_DATE_TIME)}Z` : ''}`,
  ];
  if (rule.skipped.length > 0) {
    lines.push(
      `EXDATE;TZID=${zone}:${rule.skipped.map((date) => originally(date).toFormat(ICAL_DATE_TIME)).join(',')}`,
    );
  }
  calendar.createEvent({
    ...shared,
    start: first,
    end: onClock(row.endDate),
    timezone: zone,
    repeating: lines.join('\n'),
  });
  for (const own of row.changedOccurrences) {
    calendar.createEvent({
      ...shared,
      summary: own.title,
      description: own.body,
      location: own.location,
      start: onClock(new Date(own.startDate)),
      end: onClock(new Date(own.endDate)),
      timezone: zone,
      recurrenceId: originally(own.date),
      url: new URL(`/events/${row.id}?on=${own.date}`, options.publicUrl).href,
    });
  }
}
