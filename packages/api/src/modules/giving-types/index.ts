import type { FastifyPluginAsync } from 'fastify';
import { createAuditLog } from '../audit';
import { createGivingTypesRepository } from './giving-types.repository';
import { registerGivingTypesManagementRoutes, registerGivingTypesReadRoutes } from './giving-types.routes';
import { createGivingTypesService } from './giving-types.service';

/** Giving types (read by anyone, managed with the Givings action) and monthly giving plans. */
export const givingTypesModule: FastifyPluginAsync = async (app) => {
  const service = createGivingTypesService(
    createGivingTypesRepository(app.database.db),
    createAuditLog(app.database.db),
  );
  registerGivingTypesReadRoutes(app, service);
  await app.register(async (managed) => {
    registerGivingTypesManagementRoutes(managed, service);
  });
};

export { createGivingTypesRepository, type GivingTypesRepository } from './giving-types.repository';
export { DEMO_GIVING_PLANS, DEMO_GIVING_TYPES, givingTypesSeed } from './giving-types.seed';
