import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import type { FileStorage } from '../files';
import { createServiceTypesRepository } from './service-types.repository';
import { registerPlanItemRoutes, registerPlanNoteRoutes, registerServiceTypeRoutes } from './service-types.routes';
import { createServiceTypesService } from './service-types.service';

/**
 * Service types and their plans (items, notes), for admins and the Service plans action.
 * Attachments (attachments.*) and print (print.*) are plugins of their own, registered beside it.
 */
export const serviceTypesModule: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  const db = app.database.db;
  const service = createServiceTypesService(createServiceTypesRepository(db), transactionRunner(db), storage);
  await app.register(async (planners) => {
    registerServiceTypeRoutes(planners, service);
    registerPlanItemRoutes(planners, service);
    registerPlanNoteRoutes(planners, service);
  });
};

export { createServiceTypesRepository, type ServiceTypesRepository } from './service-types.repository';
export { DEMO_SERVICE_PLANS, demoServicePlansSeed } from './service-types.seed';
export { planAttachmentsRoutes } from './attachments.routes';
export { planPrintRoutes } from './print.routes';
