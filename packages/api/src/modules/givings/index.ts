import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { churchSettings, createChurchSettingsRepository, createProcessingFeesRepository } from '../church-settings';
import { createGivingTypesRepository, givingTypes as givingTypesTable } from '../giving-types';
import { createPaymentMethodsService } from '../payment-methods';
import { createStatementJobsRepository, statementDeliveries } from '../statements';
import { createUsersRepository } from '../users';
import { createGivingsRepository } from './givings.repository';
import {
  registerAnonymousGivingRoutes,
  registerCardTestingSandboxRoute,
  registerGivingsManagementRoutes,
  registerMemberGivingRoutes,
} from './givings.routes';
import { createGivingsService } from './givings.service';
import { givingDetails, givings as givingsTable } from './givings.table';
import { createOfflineGivingsService } from './offline-givings.service';
import { createRefundWindow, firstRefundDeadline } from './refund-window';
import { createCardTestingLimits } from './card-testing-limits';
import { giftReceiptsPlugin } from './receipts/gift-receipts.plugin';
import type { ApiModule } from '../api-module';
import * as givingsTables from './givings.table';

/**
 * One-time and anonymous gifts, paid through `app.payments` (registered before this module);
 * history and refunds, each with its receipt; offline gifts recorded by the Givings action;
 * the card-testing limits on anonymous payments.
 */
const givingsPlugin: FastifyPluginAsync<{ timeZone: string }> = async (app, options) => {
  const db = app.database.db;
  const givings = createGivingsRepository(db);
  const givingTypes = createGivingTypesRepository(db);
  const users = createUsersRepository(db);
  const audit = app.auditLog;
  const refundWindow = createRefundWindow({
    settings: createChurchSettingsRepository(db),
    statements: createStatementJobsRepository(db),
    emailOf: async (userId) => (await users.findById(userId))?.email,
    timeZone: options.timeZone,
  });
  const cardTesting = createCardTestingLimits(db);
  const service = createGivingsService({
    givings,
    givingTypes,
    gateway: app.payments.gateway,
    inTransaction: transactionRunner(db),
    customerOf: createPaymentMethodsService(db, app.payments.gateway).customerOf,
    refundWindow,
    audit,
    cardTesting,
    receipts: app.giftReceipts,
    feeRules: () => createProcessingFeesRepository(db).rules(),
  });
  const offline = createOfflineGivingsService({
    givings,
    givingTypes,
    users,
    inTransaction: transactionRunner(db),
    audit,
  });
  app.payments.on('payment_intent.succeeded', service.onPaymentSucceeded);
  app.payments.on('refund.succeeded', service.onRefundSucceeded);
  app.payments.on('payment_intent.payment_failed', service.onPaymentFailed);
  app.payments.on('payment_intent.processing', service.onPaymentProcessing);
  app.payments.on('payment_intent.canceled', service.onPaymentCanceled);

  registerAnonymousGivingRoutes(app, service);
  if (app.payments.gateway.mode === 'sandbox') registerCardTestingSandboxRoute(app, cardTesting);
  await app.register(async (members) => {
    // A member's own history, kept per member; gifts change from webhooks too, so each hit
    // checks the tables' write counters instead of trusting writers to drop it. Whether a gift
    // may still be refunded reads the refund window and the statements sent, and stops by itself
    // when the first of the listed gifts' windows closes.
    members.readCache.cacheReads(members, {
      tables: [givingsTable, givingDetails, givingTypesTable, churchSettings, statementDeliveries],
      validUntilOf: firstRefundDeadline,
      perUser: true,
      versioned: true,
    });
    registerMemberGivingRoutes(members, service);
  });
  await app.register(async (managers) => {
    registerGivingsManagementRoutes(managers, service, offline);
  });
};

export { createGivingsRepository, type GivingKind } from './givings.repository';
export { createGivingsService, type GivingsService } from './givings.service';
export { createOfflineGivingsService, offlineMessages, type OfflineGivingsService } from './offline-givings.service';
export { createRefundWindow, type RefundWindow } from './refund-window';
export { cardTestingMessages, cardTestingRules } from './card-testing-limits';
export type { GiftReceipts } from './receipts/gift-receipts';

export const givingsModule: ApiModule = {
  name: 'givings',
  needs: ['church-settings', 'giving-types', 'mail', 'payment-methods', 'payments', 'statements', 'throttles', 'users'],
  tables: givingsTables,
  decorate: (app, { timeZone, accounts }) =>
    app.register(giftReceiptsPlugin, { timeZone, publicUrl: accounts.publicUrl }),
  routes: (api, { timeZone }) => api.register(givingsPlugin, { timeZone }),
};
export * from './givings.table';
