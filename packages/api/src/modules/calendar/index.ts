import type { FastifyPluginAsync } from 'fastify';
import { createCalendarFeedsService } from './calendar-feeds.service';
import { createCalendarRepository } from './calendar.repository';
import { registerCalendarFeedRoutes, registerCalendarRoutes } from './calendar.routes';
import { createCalendarService } from './calendar.service';
import type { ApiModule } from '../api-module';

export interface CalendarModuleOptions {
  /** CHURCH_TIME_ZONE: whose months the master calendar shows. */
  timeZone: string;
  /** Where the site is reached: the feeds' UIDs and links. */
  publicUrl: string;
  /** The feeds' window moves with it (tests fix it). */
  now?: () => Date;
}

/**
 * The master calendar (Service plans; admins pass) and the public iCalendar feeds (anyone).
 * Events are written by the events module; this one only reads them.
 */
const calendarPlugin: FastifyPluginAsync<CalendarModuleOptions> = async (app, options) => {
  const calendar = createCalendarRepository(app.database.db);
  registerCalendarFeedRoutes(
    app,
    createCalendarFeedsService({ calendar, ...options, now: options.now ?? (() => new Date()) }),
  );
  await app.register(async (staff) => {
    registerCalendarRoutes(staff, createCalendarService({ calendar, timeZone: options.timeZone }));
  });
};

export const calendarModule: ApiModule = {
  name: 'calendar',
  needs: ['events', 'groups', 'users'],
  routes: (api, { timeZone, accounts, now }) =>
    api.register(calendarPlugin, { timeZone, publicUrl: accounts.publicUrl, now }),
};
