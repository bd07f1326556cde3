import type { FastifyPluginAsync } from 'fastify';
import { createEventsRepository } from './events.repository';
import { registerEventReadRoutes } from './events.routes';

/** The public calendar (read side). Creating and editing events comes with the dashboard. */
export const eventsModule: FastifyPluginAsync = async (app) => {
  registerEventReadRoutes(app, createEventsRepository(app.database.db), () => new Date());
};

export { createEventsRepository } from './events.repository';
export { createDemoEventsSeed } from './events.seed';
