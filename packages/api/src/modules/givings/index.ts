import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { createGivingTypesRepository } from '../giving-types';
import { givingTypes as givingTypesTable } from '../giving-types/giving-types.table';
import { createPaymentMethodsService } from '../payment-methods';
import { createUsersRepository } from '../users';
import { createGivingsRepository } from './givings.repository';
import {
  registerAnonymousGivingRoutes,
  registerGivingsManagementRoutes,
  registerMemberGivingRoutes,
} from './givings.routes';
import { createGivingsService } from './givings.service';
import { givingDetails, givings as givingsTable } from './givings.table';
import { createOfflineGivingsService } from './offline-givings.service';

/**
 * One-time and anonymous gifts, paid through `app.payments` (registered before this module);
 * history and refunds; offline gifts recorded by the Givings action.
 */
export const givingsModule: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const givings = createGivingsRepository(db);
  const givingTypes = createGivingTypesRepository(db);
  const service = createGivingsService({
    givings,
    givingTypes,
    gateway: app.payments.gateway,
    inTransaction: transactionRunner(db),
    customerOf: createPaymentMethodsService(db, app.payments.gateway).customerOf,
  });
  const offline = createOfflineGivingsService({
    givings,
    givingTypes,
    users: createUsersRepository(db),
    inTransaction: transactionRunner(db),
  });
  app.payments.on('payment_intent.succeeded', service.onPaymentSucceeded);
  app.payments.on('refund.succeeded', service.onRefundSucceeded);

  registerAnonymousGivingRoutes(app, service);
  await app.register(async (members) => {
    members.addHook('onRequest', members.authenticate);
    // A member's own history, kept per member; gifts change from webhooks too, so each hit
    // checks the tables' write counters instead of trusting writers to drop it.
    members.readCache.cacheReads(members, {
      tables: [givingsTable, givingDetails, givingTypesTable],
      perUser: true,
      versioned: true,
    });
    registerMemberGivingRoutes(members, service);
  });
  await app.register(async (managers) => {
    managers.addHook('onRequest', managers.authenticate);
    managers.addHook('onRequest', managers.requireAction('Givings'));
    registerGivingsManagementRoutes(managers, service, offline);
  });
};

export { createGivingsRepository, type GivingKind } from './givings.repository';
export { createGivingsService, type GivingsService } from './givings.service';
export { createOfflineGivingsService, offlineMessages, type OfflineGivingsService } from './offline-givings.service';
