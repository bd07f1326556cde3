import type { FastifyPluginAsync } from 'fastify';
import { createEnumerationsRepository } from './enumerations.repository';
import { registerEnumerationsRoutes } from './enumerations.routes';
import { createEnumerationsService } from './enumerations.service';

/** Lookup lists the forms need (for now: US states). */
export const enumerationsModule: FastifyPluginAsync = async (app) => {
  const service = createEnumerationsService(createEnumerationsRepository(app.database.db));
  registerEnumerationsRoutes(app, service);
};

export { statesSeed } from './enumerations.seed';
export { createEnumerationsRepository } from './enumerations.repository';
