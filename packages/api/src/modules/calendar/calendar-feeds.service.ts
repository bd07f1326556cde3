import { calendarMessages, site } from '@church/contracts';
import { HttpError } from '../../lib/http-error';
import { feedWindow, renderFeed } from './calendar-feed';
import type { CalendarRepository } from './calendar.repository';

export type CalendarFeedsService = ReturnType<typeof createCalendarFeedsService>;

/**
 * The subscribable feeds: public events only, since a subscriber cannot sign in. A group's feed
 * holds that group's public events; its private ones stay on the master calendar.
 */
export function createCalendarFeedsService(deps: {
  calendar: CalendarRepository;
  publicUrl: string;
  timeZone: string;
  now: () => Date;
}) {
  const feed = (name: string) => ({ name, publicUrl: deps.publicUrl, timeZone: deps.timeZone });

  return {
    async publicFeed(): Promise<string> {
      const { start, end } = feedWindow(deps.now());
      const rows = await deps.calendar.between(start, end, { publicOnly: true });
      return renderFeed(rows, feed(`${site.name} events`));
    },

    /**
     * One public event alone, for "Add to calendar": the feed's UID, so a calendar that later
     * subscribes to the feed updates this copy instead of adding a second one.
     */
    async eventFile(eventId: number): Promise<string> {
      const row = await deps.calendar.detailed(eventId);
      if (!row?.isPublic) throw new HttpError(404, [calendarMessages.eventNotFound]);
      return renderFeed([row], feed(row.title));
    },

    async groupFeed(groupId: number): Promise<string> {
      const groupName = await deps.calendar.groupName(groupId);
      if (groupName === undefined) throw new HttpError(404, [calendarMessages.groupNotFound]);
      const { start, end } = feedWindow(deps.now());
      const rows = await deps.calendar.between(start, end, { publicOnly: true, groupId });
      return renderFeed(rows, feed(`${site.name}: ${groupName}`));
    },
  };
}
