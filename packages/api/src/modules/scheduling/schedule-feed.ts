import { site } from '@church/contracts';
import ical, { ICalEventStatus } from 'ical-generator';

const DAY = 86_400_000;

/** The group feeds' window (decision 0041): 90 days back to two years ahead. */
export const feedWindow = (now: Date) => ({
  start: new Date(now.getTime() - 90 * DAY),
  end: new Date(now.getTime() + 730 * DAY),
});

/** A plan has no end of its own yet: its assignments take an hour in the member's calendar. */
const SERVICE_MINUTES = 60;

export interface FeedAssignment {
  id: number;
  planName: string;
  teamName: string;
  positionName: string;
  startsAt: Date;
  status: string;
  sequence: number;
  updatedAt: Date;
}

export interface RemovedFeedAssignment {
  assignmentId: number;
  planName: string;
  positionName: string;
  startsAt: Date;
  sequence: number;
  removedAt: Date;
}

const statusOf: Record<string, ICalEventStatus> = {
  pending: ICalEventStatus.TENTATIVE,
  accepted: ICalEventStatus.CONFIRMED,
  declined: ICalEventStatus.CANCELLED,
};

/**
 * A member's own schedule as RFC 5545 (decision 0082-blockouts-reminders-feed). UIDs are the
 * assignment's id at the site's host, so a re-read updates the entry; SEQUENCE grows with every
 * answer and every change of the plan's time; declined and removed assignments stay listed as
 * STATUS:CANCELLED, which is what makes a subscribed calendar drop the entry it holds. Times are
 * UTC instants, as in the group feeds (decision 0041).
 */
export function renderScheduleFeed(
  current: FeedAssignment[],
  removed: RemovedFeedAssignment[],
  options: { name: string; publicUrl: string; timeZone: string },
): string {
  const host = new URL(options.publicUrl).hostname;
  const url = new URL('/account/my-schedule', options.publicUrl).href;
  const calendar = ical({
    name: options.name,
    prodId: { company: site.name, product: 'My Schedule', language: 'EN' },
    url,
    ttl: 60 * 60,
    x: { 'X-WR-TIMEZONE': options.timeZone },
  });
  const entry = (id: number, startsAt: Date, summary: string) => ({
    id: `assignment-${id}@${host}`,
    start: startsAt,
    end: new Date(startsAt.getTime() + SERVICE_MINUTES * 60_000),
    summary,
    url,
  });
  for (const row of current)
    calendar.createEvent({
      ...entry(row.id, row.startsAt, `${row.positionName} (${row.teamName}): ${row.planName}`),
      status: statusOf[row.status] ?? ICalEventStatus.TENTATIVE,
      sequence: row.sequence,
      stamp: row.updatedAt,
      lastModified: row.updatedAt,
    });
  for (const row of removed)
    calendar.createEvent({
      ...entry(row.assignmentId, row.startsAt, `${row.positionName}: ${row.planName}`),
      status: ICalEventStatus.CANCELLED,
      sequence: row.sequence,
      stamp: row.removedAt,
      lastModified: row.removedAt,
    });
  return calendar.toString();
}
