import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { transactionRunner } from '../../db/transaction';
import { createProcessingFeesRepository } from '../church-settings';
import { createGivingTypesRepository } from '../giving-types';
import { createPaymentMethodsService } from '../payment-methods';
import { createRecurringGivingsRepository } from './recurring-givings.repository';
import { registerRecurringGivingRoutes } from './recurring-givings.routes';
import { createRecurringGivingsService } from './recurring-givings.service';
import { createRecurringWebhooks } from './recurring-givings.webhooks';
import { createMemberGiftsCanceller } from './cancel-member-gifts';
import { createRenewalDeclinedNotice } from './renewal-declined';
import type { ApiModule } from '../api-module';
import * as recurringGivingsTables from './recurring-givings.table';
import { createDemoGivingsSeed } from './demo-givings.seed';

/**
 * Recurring gifts through `app.payments` (registered before this module): subscriptions on prices
 * of an amount, giving type and schedule, kept in step and recorded as gifts by the gateway's webhooks.
 */
const recurringGivingsPlugin: FastifyPluginAsync<{ timeZone: string; publicUrl: string }> = async (app, options) => {
  const db = app.database.db;
  const service = createRecurringGivingsService({
    recurring: createRecurringGivingsRepository(db),
    givingTypes: createGivingTypesRepository(db),
    gateway: app.payments.gateway,
    inTransaction: transactionRunner(db),
    customerOf: createPaymentMethodsService(db, app.payments.gateway).customerOf,
    timeZone: options.timeZone,
    feeRules: () => createProcessingFeesRepository(db).rules(),
  });
  const renewalDeclined = createRenewalDeclinedNotice({ mailer: app.mailer, ...options });
  const recurringWebhooks = createRecurringWebhooks(app.payments.gateway, app.giftReceipts, renewalDeclined);
  app.payments.on('invoice.paid', recurringWebhooks.onInvoicePaid);
  app.payments.on('payment_intent.processing', recurringWebhooks.onPaymentProcessing);
  // After the givings module's handler (registered first), which marks the charge failed.
  app.payments.on('payment_intent.payment_failed', recurringWebhooks.onPaymentFailed);
  app.payments.on('customer.subscription.updated', recurringWebhooks.onSubscriptionChanged);
  app.payments.on('customer.subscription.deleted', recurringWebhooks.onSubscriptionChanged);

  await app.register(async (members) => {
    registerRecurringGivingRoutes(members, service);
  });
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What deleting a member needs from monthly gifts (the users module calls it). */
    memberGifts: { cancelAllOf(userId: string): Promise<void> };
  }
}

/**
 * Recurring gifts belong to members, so this module imports users; the users module reaches
 * back only through this decorator, which keeps the two out of an import cycle.
 */
const memberGiftsPlugin = fp(
  async (app) => {
    app.decorate('memberGifts', { cancelAllOf: createMemberGiftsCanceller(app.database.db, app.payments.gateway) });
  },
  { name: 'member-gifts', dependencies: ['payments'] },
);

export { createRecurringGivingsRepository } from './recurring-givings.repository';
export { createRecurringGivingsService, recurringMessages } from './recurring-givings.service';

export const recurringGivingsModule: ApiModule = {
  name: 'recurring-givings',
  needs: [
    'audit',
    'church-settings',
    'giving-types',
    'givings',
    'mail',
    'payment-methods',
    'payments',
    'statements',
    'users',
  ],
  tables: recurringGivingsTables,
  // Demo gifts are sandbox payments: Stripe would know none of their ids.
  seeds: ({ payments, timeZone }) => (payments.stripe ? [] : [createDemoGivingsSeed(timeZone)]),
  decorate: (app) => app.register(memberGiftsPlugin),
  routes: (api, { timeZone, accounts }) =>
    api.register(recurringGivingsPlugin, { timeZone, publicUrl: accounts.publicUrl }),
};
export * from './recurring-givings.table';
