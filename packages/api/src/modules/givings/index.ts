import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { createGivingTypesRepository } from '../giving-types';
import { createPaymentMethodsService } from '../payment-methods';
import { createGivingsRepository } from './givings.repository';
import {
  registerAnonymousGivingRoutes,
  registerGivingsManagementRoutes,
  registerMemberGivingRoutes,
} from './givings.routes';
import { createGivingsService } from './givings.service';

/** One-time and anonymous gifts, paid through `app.payments` (registered before this module). */
export const givingsModule: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const service = createGivingsService({
    givings: createGivingsRepository(db),
    givingTypes: createGivingTypesRepository(db),
    gateway: app.payments.gateway,
    inTransaction: transactionRunner(db),
    customerOf: createPaymentMethodsService(db, app.payments.gateway).customerOf,
  });
  app.payments.on('payment_intent.succeeded', service.onPaymentSucceeded);
  app.payments.on('refund.succeeded', service.onRefundSucceeded);

  registerAnonymousGivingRoutes(app, service);
  await app.register(async (members) => {
    members.addHook('onRequest', members.authenticate);
    registerMemberGivingRoutes(members, service);
  });
  await app.register(async (managers) => {
    managers.addHook('onRequest', managers.authenticate);
    managers.addHook('onRequest', managers.requireAction('Givings'));
    registerGivingsManagementRoutes(managers, service);
  });
};

export { createGivingsRepository } from './givings.repository';
