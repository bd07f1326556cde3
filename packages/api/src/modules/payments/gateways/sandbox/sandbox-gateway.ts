import { randomBytes } from 'node:crypto';
import type { SandboxCreateBankAccount, SandboxCreatePaymentMethod } from '@church/contracts';
import { eq } from 'drizzle-orm';
import {
  GatewayError,
  type CreateCustomerParams,
  type CreatePaymentIntentParams,
  type CreateRefundParams,
  type CreateSetupIntentParams,
  type GatewayCard,
  type GatewayCustomer,
  type GatewayEvent,
  type GatewayPaymentIntent,
  type GatewayRefund,
  type GatewaySetupIntent,
  type IdempotencyOptions,
  type PaymentGateway,
} from '../../gateway';
import { sandboxObjects } from '../../payments.table';
import { charge, publicCard, sandboxMessages, tokenise, type SandboxCard, type SandboxIntent } from './sandbox-cards';
import { createSandboxStore, type SandboxGatewayOptions } from './sandbox-store';
import { createSandboxSubscriptions } from './sandbox-subscriptions';
import { createSandboxBankAccounts } from './sandbox-bank-accounts';
import { verifyWebhookSignature } from '../../webhook-signature';

export { sandboxMessages } from './sandbox-cards';
export type { SandboxGatewayOptions } from './sandbox-store';

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/**
 * The offline gateway: the provider's test-mode behaviour for the calls we make, with its state
 * in our database and its events signed like Stripe's and posted to our own webhook endpoint
 * after the change commits. Subscriptions and invoices live in sandbox-subscriptions.ts.
 */
export function createSandboxGateway(options: SandboxGatewayOptions) {
  const store = createSandboxStore(options);
  const { db, newId, load, mustLoad, save, run, noSuch } = store;
  const bankAccounts = createSandboxBankAccounts(store);
  const { settleInvoiceOf, bankDebitSettled, ...subscriptions } = createSandboxSubscriptions(
    store,
    options.timeZone ?? 'UTC',
    bankAccounts.debit,
  );

  const gateway = {
    mode: 'sandbox' as const,
    publishableKey: null,
    firstAndFifteenth: 'one-subscription' as const,
    webhookSecret: options.webhookSecret,

    createCustomer(params: CreateCustomerParams, idempotency: IdempotencyOptions): Promise<GatewayCustomer> {
      return run('createCustomer', params, idempotency, async (tx) => {
        const customer = { id: newId('cus'), email: params.email, name: params.name, metadata: params.metadata ?? {} };
        await save('customer', customer, tx);
        return customer;
      });
    },

    createPaymentIntent(
      params: CreatePaymentIntentParams,
      idempotency: IdempotencyOptions,
    ): Promise<GatewayPaymentIntent> {
      return run('createPaymentIntent', params, idempotency, async (tx) => {
        if (!Number.isInteger(params.amount) || params.amount < 50 || params.amount > 99_999_999) {
          throw new GatewayError(400, 'amount_too_small', 'Amount must be between $0.50 and $999,999.99');
        }
        if (params.customerId) await mustLoad('customer', params.customerId, tx);
        const id = newId('pi');
        const intent: SandboxIntent = {
          id,
          amount: params.amount,
          currency: params.currency,
          status: 'requires_payment_method',
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          customerId: params.customerId ?? null,
          paymentMethodId: null,
          metadata: params.metadata ?? {},
          nextAction: null,
          lastPaymentError: null,
          ...(params.paymentMethodTypes ? { paymentMethodTypes: params.paymentMethodTypes } : {}),
        };
        await save('payment_intent', intent, tx);
        return intent;
      });
    },

    retrievePaymentIntent: (id: string) => load<GatewayPaymentIntent>('payment_intent', id),

    cancelPaymentIntent(id: string): Promise<GatewayPaymentIntent> {
      return run('cancelPaymentIntent', { id }, undefined, async (tx, events) => {
        const intent = await mustLoad<SandboxIntent>('payment_intent', id, tx, true);
        if (intent.status === 'canceled') return intent;
        if (intent.status === 'succeeded') {
          throw new GatewayError(400, 'payment_intent_unexpected_state', "This PaymentIntent's status is succeeded.");
        }
        // As Stripe's gateway cancels ours: we stopped it, not the provider.
        const canceled = { ...intent, status: 'canceled' as const, nextAction: null, cancellationReason: 'abandoned' };
        await save('payment_intent', canceled, tx);
        events.push(store.makeEvent('payment_intent.canceled', canceled));
        return canceled;
      });
    },

    /** An invoice's intent confirmed here (as the browser may) pays its invoice too. */
    confirmPaymentIntent(
      id: string,
      params: { paymentMethodId: string },
      idempotency: IdempotencyOptions,
    ): Promise<GatewayPaymentIntent> {
      return run('confirmPaymentIntent', { id, ...params }, idempotency, async (tx, events) => {
        const intent = await mustLoad<SandboxIntent>('payment_intent', id, tx, true);
        if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
          throw new GatewayError(
            400,
            'payment_intent_unexpected_state',
            `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`,
          );
        }
        const card = await mustLoad<SandboxCard>('payment_method', params.paymentMethodId, tx);
        if (card.customerId && intent.customerId !== card.customerId) {
          throw new GatewayError(
            400,
            'payment_method_unexpected_state',
            'The payment method belongs to another customer.',
          );
        }
        // As Stripe: only a method of the intent's types may pay it (its fee was computed for it).
        const type = card.type ?? 'card';
        if (!(intent.paymentMethodTypes ?? ['card']).includes(type)) {
          throw new GatewayError(
            400,
            'payment_intent_invalid_parameter',
            `The PaymentMethod provided (${type}) is not allowed for this PaymentIntent.`,
          );
        }
        const charged =
          type === 'us_bank_account'
            ? await bankAccounts.debit(intent, card, tx, events)
            : charge(store, intent, card, events);
        await save('payment_intent', charged, tx);
        await settleInvoiceOf(charged, tx, events);
        return charged;
      });
    },

    attachPaymentMethod(id: string, params: { customerId: string }): Promise<GatewayCard> {
      return run('attachPaymentMethod', { id, ...params }, undefined, async (tx) => {
        await mustLoad('customer', params.customerId, tx);
        const card = await mustLoad<SandboxCard>('payment_method', id, tx, true);
        if (card.customerId && card.customerId !== params.customerId) {
          throw new GatewayError(
            400,
            'payment_method_unexpected_state',
            'The payment method is attached to another customer.',
          );
        }
        const attached = { ...card, customerId: params.customerId };
        await save('payment_method', attached, tx);
        return publicCard(attached);
      });
    },

    async retrievePaymentMethod(id: string): Promise<GatewayCard | undefined> {
      const card = await load<SandboxCard>('payment_method', id);
      return card && publicCard(card);
    },

    detachPaymentMethod(id: string): Promise<GatewayCard> {
      return run('detachPaymentMethod', { id }, undefined, async (tx) => {
        const card = await mustLoad<SandboxCard>('payment_method', id, tx, true);
        const detached = { ...card, customerId: null };
        await save('payment_method', detached, tx);
        return publicCard(detached);
      });
    },

    async listPaymentMethods(customerId: string): Promise<GatewayCard[]> {
      const rows = await db
        .select({ data: sandboxObjects.data })
        .from(sandboxObjects)
        .where(eq(sandboxObjects.kind, 'payment_method'))
        .orderBy(sandboxObjects.createdAt);
      return rows
        .map((row) => row.data as SandboxCard)
        .filter((card) => card.customerId === customerId)
        .map(publicCard);
    },

    ...subscriptions,

    /**
     * Stored as Stripe would make it; nothing in the sandbox confirms it, since its bank accounts
     * are typed in with the provider's test numbers and tokenised (POST /api/sandbox/bank-accounts).
     */
    createSetupIntent(params: CreateSetupIntentParams, idempotency: IdempotencyOptions): Promise<GatewaySetupIntent> {
      return run('createSetupIntent', params, idempotency, async (tx) => {
        await mustLoad('customer', params.customerId, tx);
        const id = newId('seti');
        const intent: GatewaySetupIntent = {
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          status: 'requires_payment_method',
          customerId: params.customerId,
          paymentMethodId: null,
          metadata: params.metadata ?? {},
        };
        await save('setup_intent', intent, tx);
        return intent;
      });
    },

    createRefund(params: CreateRefundParams, idempotency: IdempotencyOptions): Promise<GatewayRefund> {
      return run('createRefund', params, idempotency, async (tx, events) => {
        const intent = await mustLoad<SandboxIntent>('payment_intent', params.paymentIntentId, tx, true);
        if (intent.status !== 'succeeded') {
          throw new GatewayError(400, 'charge_not_succeeded', 'Only a succeeded payment can be refunded.');
        }
        const left = intent.amount - (intent.amountRefunded ?? 0);
        if (left === 0) throw new GatewayError(400, 'charge_already_refunded', 'This payment was already refunded.');
        const amount = params.amount ?? left;
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
          throw new GatewayError(400, 'amount_too_large', 'Refund amount is greater than unrefunded amount on charge.');
        }
        const refund: GatewayRefund = {
          id: newId('re'),
          paymentIntentId: intent.id,
          amount,
          status: 'succeeded',
          metadata: params.metadata ?? {},
        };
        await save('refund', refund, tx);
        const refundedIntent = { ...intent, amountRefunded: (intent.amountRefunded ?? 0) + amount };
        await save('payment_intent', refundedIntent, tx);
        events.push(store.makeEvent('refund.succeeded', refund));
        return refund;
      });
    },

    constructEvent(rawBody: string, signatureHeader: string | undefined): GatewayEvent {
      verifyWebhookSignature(options.webhookSecret, rawBody, signatureHeader, store.nowSeconds());
      return JSON.parse(rawBody) as GatewayEvent;
    },

    /** The test clock's time: the real one, plus the days it was advanced. */
    readClock: () => store.readClock(),

    /**
     * Moves the test clock on by `days` and charges every recurring gift whose next charge day
     * has come (Stripe's test clocks in one call). Answers the new time and how many charges.
     */
    async advanceClock(days: number): Promise<{ now: Date; charged: number }> {
      const now = await run('advanceClock', { days }, undefined, (tx) => store.advanceClock(days, tx));
      await bankAccounts.settleDue(bankDebitSettled);
      return { now, charged: await subscriptions.chargeDue() };
    },

    // The provider's browser side, which Stripe.js and Elements do in Stripe mode.

    /** Tokenises a card: the number is read for its brand, last 4 and test behaviour, never kept. */
    async createPaymentMethod(input: SandboxCreatePaymentMethod): Promise<GatewayCard> {
      const card = tokenise(store, input);
      return run('createPaymentMethod', null, undefined, async (tx) => {
        await save('payment_method', card, tx);
        return publicCard(card);
      });
    },

    /** Tokenises a test US bank account (Stripe.js collects one in Stripe mode). */
    async createBankAccount(input: SandboxCreateBankAccount): Promise<GatewayCard> {
      const account = bankAccounts.tokenise(input);
      return run('createBankAccount', null, undefined, async (tx) => {
        await save('payment_method', account, tx);
        return publicCard(account);
      });
    },

    /** What stripe.confirmCardPayment does: the client secret proves the caller holds the intent. */
    async confirmWithClientSecret(id: string, clientSecret: string, paymentMethodId: string) {
      await gateway.checkClientSecret(id, clientSecret);
      return gateway.confirmPaymentIntent(
        id,
        { paymentMethodId },
        { idempotencyKey: `browser-${randomBytes(12).toString('hex')}` },
      );
    },

    /**
     * The sandbox authentication step (3-D Secure in Stripe): approve or fail a requires_action
     * intent. An approved invoice intent pays its invoice, as Stripe does after handleCardAction.
     */
    authenticate(id: string, clientSecret: string, approve: boolean): Promise<GatewayPaymentIntent> {
      return run('authenticate', { id, approve }, undefined, async (tx, events) => {
        const intent = await mustLoad<SandboxIntent>('payment_intent', id, tx, true);
        if (intent.clientSecret !== clientSecret) throw noSuch('payment_intent', id);
        if (intent.status !== 'requires_action') {
          throw new GatewayError(
            400,
            'payment_intent_unexpected_state',
            `This PaymentIntent's status is ${intent.status}, so it cannot be authenticated.`,
          );
        }
        const done: SandboxIntent = { ...intent, nextAction: null };
        if (approve) {
          done.status = 'succeeded';
          events.push(store.makeEvent('payment_intent.succeeded', done));
        } else {
          done.status = 'requires_payment_method';
          done.lastPaymentError = {
            code: 'payment_intent_authentication_failure',
            message: sandboxMessages.authenticationFailed,
          };
          events.push(store.makeEvent('payment_intent.payment_failed', done));
        }
        await save('payment_intent', done, tx);
        await settleInvoiceOf(done, tx, events);
        return done;
      });
    },

    async checkClientSecret(id: string, clientSecret: string): Promise<GatewayPaymentIntent> {
      const intent = await load<GatewayPaymentIntent>('payment_intent', id);
      if (!intent || intent.clientSecret !== clientSecret) throw noSuch('payment_intent', id);
      return intent;
    },
  } satisfies PaymentGateway & Record<string, unknown>;
  return gateway;
}
