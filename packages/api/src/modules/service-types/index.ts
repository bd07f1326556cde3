import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import type { FileStorage } from '../files';
import { createServiceTypesRepository } from './service-types.repository';
import { registerPlanItemRoutes, registerPlanNoteRoutes, registerServiceTypeRoutes } from './service-types.routes';
import { createServiceTypesService } from './service-types.service';
import type { ApiModule } from '../api-module';
import * as serviceTypesTables from './service-types.table';
import { planAttachmentsRoutes } from './attachments.routes';
import { planPrintRoutes } from './print.routes';
import { demoServicePlansSeed } from './service-types.seed';

/**
 * Service types and their plans (items, notes), for admins and the Service plans action.
 * Attachments (attachments.*) and print (print.*) are plugins of their own, registered beside it.
 */
const serviceTypesPlugin: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  const db = app.database.db;
  const service = createServiceTypesService(createServiceTypesRepository(db), transactionRunner(db), storage);
  await app.register(async (planners) => {
    registerServiceTypeRoutes(planners, service);
    registerPlanItemRoutes(planners, service);
    registerPlanNoteRoutes(planners, service);
  });
};

export { createServiceTypesRepository, type ServiceTypesRepository } from './service-types.repository';
export { DEMO_SERVICE_PLANS } from './service-types.seed';

export const serviceTypesModule: ApiModule = {
  name: 'service-types',
  needs: ['files'],
  tables: serviceTypesTables,
  seeds: () => [demoServicePlansSeed],
  routes: async (api, { storage, timeZone, now }) => {
    await api.register(serviceTypesPlugin, { storage });
    await api.register(planAttachmentsRoutes, { storage });
    await api.register(planPrintRoutes, { timeZone, now });
  },
};
export * from './service-types.table';
