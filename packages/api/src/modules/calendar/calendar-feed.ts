import { site } from '@church/contracts';
import ical from 'ical-generator';
import type { CalendarRow } from './calendar.repository';

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
  /** The church's zone, as a display hint only: every time in the feed is a UTC instant. */
  timeZone: string;
}

/**
 * An RFC 5545 calendar of these events. Times are UTC instants (DTSTART:…Z), which every client
 * places correctly without a VTIMEZONE (decision 0041); UIDs are the event's id at the site's
 * host, so a re-read updates an event instead of adding a copy, and LAST-MODIFIED, DTSTAMP and
 * SEQUENCE follow `updatedAt`, so an edit wins over the copy a client holds.
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
  for (const row of rows) {
    calendar.createEvent({
      id: `event-${row.id}@${host}`,
      start: row.startDate,
      end: row.endDate,
      summary: row.title,
      description: row.body,
      location: row.location,
      // The event's own page (its row in the site table, '/events/:id').
      url: new URL(`/events/${row.id}`, options.publicUrl).href,
      ...(row.groupName ? { categories: [{ name: row.groupName }] } : {}),
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
      sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
    });
  }
  return calendar.toString();
}
