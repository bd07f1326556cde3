import type { FastifyPluginAsync } from 'fastify';
import { createGivingTypesRepository } from './giving-types.repository';
import { registerGivingTypesManagementRoutes, registerGivingTypesReadRoutes } from './giving-types.routes';
import { createGivingTypesService } from './giving-types.service';
import type { ApiModule } from '../api-module';
import * as givingTypesTables from './giving-types.table';
import { givingTypesSeed } from './giving-types.seed';

/** Giving types (read by anyone, managed with the Givings action) and monthly giving plans. */
const givingTypesPlugin: FastifyPluginAsync = async (app) => {
  const service = createGivingTypesService(createGivingTypesRepository(app.database.db), app.auditLog);
  registerGivingTypesReadRoutes(app, service);
  await app.register(async (managed) => {
    registerGivingTypesManagementRoutes(managed, service);
  });
};

export { createGivingTypesRepository, type GivingTypesRepository } from './giving-types.repository';
export { DEMO_GIVING_PLANS, DEMO_GIVING_TYPES } from './giving-types.seed';

export const givingTypesModule: ApiModule = {
  name: 'giving-types',
  needs: [],
  tables: givingTypesTables,
  seeds: () => [givingTypesSeed],
  routes: (api) => api.register(givingTypesPlugin),
};
export * from './giving-types.table';
