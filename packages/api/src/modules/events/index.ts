import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { createEventsManagementRepository } from './events-management.repository';
import { createEventsManagementService } from './events-management.service';
import { createEventsRepository } from './events.repository';
import { registerEventManagementRoutes, registerEventReadRoutes } from './events.routes';
import { events } from './events.table';
import type { ApiModule } from '../api-module';
import * as eventsTables from './events.table';
import { createDemoEventsSeed, demoEventGroupsSeed } from './events.seed';

/**
 * The public calendar (read side, public events only) and the Events page: every event and the
 * templates, behind the Events action. Depends on groups (an event's group and its colour).
 */
const eventsPlugin: FastifyPluginAsync<{ timeZone: string }> = async (app, options) => {
  const db = app.database.db;
  const publicEvents = createEventsRepository(db, options.timeZone);
  await app.register(async (readers) => {
    // "Upcoming" changes by itself when the next public event starts: no answer outlives that.
    readers.readCache.cacheReads(readers, { tables: [events], validUntil: () => publicEvents.nextStart(new Date()) });
    registerEventReadRoutes(readers, publicEvents, () => new Date());
  });
  const service = createEventsManagementService({
    repository: createEventsManagementRepository(db),
    transaction: transactionRunner(db),
    timeZone: options.timeZone,
  });
  await app.register(async (managed) => {
    managed.readCache.dropAfterWrites(managed, [events]);
    registerEventManagementRoutes(managed, service);
  });
};

export { createEventsRepository } from './events.repository';
export { occurrencesOf, rrule, untilInstant, type Occurrence } from './event-occurrences';

export const eventsModule: ApiModule = {
  name: 'events',
  needs: ['groups'],
  tables: eventsTables,
  // The events, then their groups (the groups module seeds before this one).
  seeds: ({ timeZone }) => [createDemoEventsSeed(undefined, timeZone), demoEventGroupsSeed],
  routes: (api, { timeZone }) => api.register(eventsPlugin, { timeZone }),
};
export * from './events.table';
