import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { createEventsManagementRepository } from './events-management.repository';
import { createEventsManagementService } from './events-management.service';
import { createEventsRepository } from './events.repository';
import { registerEventManagementRoutes, registerEventReadRoutes } from './events.routes';

/**
 * The public calendar (read side, public events only) and the Events page: every event and the
 * templates, behind the Events action. Depends on groups (an event's group and its colour).
 */
export const eventsModule: FastifyPluginAsync<{ timeZone: string }> = async (app, options) => {
  const db = app.database.db;
  registerEventReadRoutes(app, createEventsRepository(db), () => new Date());
  const service = createEventsManagementService({
    repository: createEventsManagementRepository(db),
    transaction: transactionRunner(db),
    timeZone: options.timeZone,
  });
  await app.register(async (managed) => {
    managed.addHook('onRequest', managed.authenticate);
    managed.addHook('onRequest', managed.requireAction('Events'));
    registerEventManagementRoutes(managed, service);
  });
};

export { createEventsRepository } from './events.repository';
export { createDemoEventsSeed, demoEventGroupsSeed } from './events.seed';
