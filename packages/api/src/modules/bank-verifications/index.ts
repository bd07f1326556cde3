import {
  BankVerificationCheckSchema,
  BankVerificationIdParamsSchema,
  BankVerificationSchema,
  VerifyMicrodepositsSchema,
} from '@church/contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { transactionRunner } from '../../db/transaction';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { ApiModule } from '../api-module';
import { createGivingsRepository } from '../givings';
import { createPaymentMethodsService } from '../payment-methods';
import { createBankVerificationsRepository } from './bank-verifications.repository';
import { createBankVerificationsService } from './bank-verifications.service';
import * as bankVerificationsTables from './bank-verifications.table';
import { workVerificationReminders } from './verification-reminders';

const tags = ['payments'];

interface Options {
  publicUrl: string;
  timeZone: string;
  now: () => Date;
}

/**
 * Bank accounts waiting for micro-deposits (decision 0109): recorded from the provider's intent,
 * verified on our own page by their owner, reminded once two days in.
 */
const bankVerificationsPlugin: FastifyPluginAsync<Options> = async (app, { publicUrl, timeZone, now }) => {
  const db = app.database.db;
  const { gateway } = app.payments;
  const repository = createBankVerificationsRepository(db);
  const transaction = transactionRunner(db);
  const service = createBankVerificationsService({
    repository,
    givings: createGivingsRepository(db),
    gateway,
    paymentMethods: createPaymentMethodsService(db, gateway),
    inTransaction: transaction,
    now,
  });
  app.payments.on('payment_intent.requires_action', service.onPaymentRequiresAction);
  app.payments.on('setup_intent.requires_action', service.onSetupRequiresAction);
  for (const type of ['payment_intent.processing', 'payment_intent.succeeded', 'setup_intent.succeeded'])
    app.payments.on(type, service.onVerified);
  for (const type of ['payment_intent.payment_failed', 'payment_intent.canceled', 'setup_intent.setup_failed'])
    app.payments.on(type, service.onEnded);
  app.payments.on('setup_intent.canceled', service.onEnded);

  app.route(
    defineRoute({
      method: 'GET',
      url: '/bank-verifications/current',
      access: 'signed-in',
      summary:
        "The member's bank accounts waiting for micro-deposits, oldest first: a one-time gift's, or one being added to Payment Settings",
      tags,
      schemas: { response: { 200: v.array(BankVerificationSchema) } },
      handler: (request) => service.list(currentUser(request).id),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/bank-verifications',
      access: 'signed-in',
      summary:
        "Stripe.js answered that the member's one-time gift (givingId) or account being added (setupIntentId) must be verified by micro-deposits: the intent is read from the provider and recorded when it is the member's and waits; 404 otherwise",
      tags,
      schemas: { body: BankVerificationCheckSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.check(currentUser(request).id, request.body);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/bank-verifications/:id/verify',
      access: 'owner',
      summary:
        "Verify the member's own waiting bank account with the two micro-deposits in cents (`amounts`) or the deposit's code (`descriptorCode`), as the provider asked; 400 with the reason when refused",
      tags,
      schemas: { params: BankVerificationIdParamsSchema, body: VerifyMicrodepositsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.verify(currentUser(request).id, request.params.id, request.body);
        return reply.code(204).send();
      },
    }),
  );

  await workVerificationReminders({
    jobs: app.jobs,
    repository,
    gateway,
    transaction,
    mailer: app.mailer,
    publicUrl,
    timeZone,
    now,
  });
};

export { BANK_VERIFICATION_REMINDERS_JOB } from './verification-reminders';

export const bankVerificationsModule: ApiModule = {
  name: 'bank-verifications',
  needs: ['givings', 'mail', 'payment-methods', 'payments', 'users'],
  tables: bankVerificationsTables,
  routes: (api, { accounts, timeZone, now }) =>
    api.register(bankVerificationsPlugin, {
      publicUrl: accounts.publicUrl,
      timeZone,
      now: now ?? (() => new Date()),
    }),
};
export * from './bank-verifications.table';
