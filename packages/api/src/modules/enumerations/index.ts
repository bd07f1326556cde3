import type { FastifyPluginAsync } from 'fastify';
import { createEnumerationsRepository } from './enumerations.repository';
import { registerEnumerationsRoutes } from './enumerations.routes';
import { createEnumerationsService } from './enumerations.service';
import type { ApiModule } from '../api-module';
import * as enumerationsTables from './enumerations.table';
import { statesSeed } from './enumerations.seed';

/** Lookup lists the forms need (for now: US states). */
const enumerationsPlugin: FastifyPluginAsync = async (app) => {
  const service = createEnumerationsService(createEnumerationsRepository(app.database.db));
  registerEnumerationsRoutes(app, service);
};

export { createEnumerationsRepository } from './enumerations.repository';

export const enumerationsModule: ApiModule = {
  name: 'enumerations',
  needs: [],
  tables: enumerationsTables,
  seeds: () => [statesSeed],
  routes: (api) => api.register(enumerationsPlugin),
};
export * from './enumerations.table';
