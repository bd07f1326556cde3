import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../../../db/types';
import {
  GatewayError,
  type CreatePriceParams,
  type CreateSubscriptionParams,
  type GatewayCustomer,
  type GatewayEvent,
  type GatewayInvoice,
  type GatewayPrice,
  type GatewaySubscription,
  type GatewaySubscriptionEventObject,
  type IdempotencyOptions,
  type SubscriptionStatus,
} from '../../gateway';
import { charge, type SandboxCard, type SandboxIntent } from './sandbox-cards';
import type { SandboxStore } from './sandbox-store';

/** The customer as the sandbox keeps it: its invoice default card (Stripe's invoice_settings). */
export interface SandboxCustomer extends GatewayCustomer {
  defaultPaymentMethodId?: string | null;
}

interface SandboxPrice extends GatewayPrice {
  productName: string;
}

interface SandboxInvoice {
  id: string;
  customerId: string;
  subscriptionId: string;
  status: GatewayInvoice['status'];
  amountDue: number;
  paymentIntentId: string;
}

interface SandboxSubscription {
  id: string;
  customerId: string;
  priceId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: number | null;
  metadata: Record<string, string>;
  latestInvoiceId: string;
  defaultPaymentMethodId: string;
  /** Unix seconds: the billing anchor, so the first paid period ends a month after it. */
  created: number;
  canceledAt: number | null;
}

/** Stripe's messages for the refusals we can meet. */
const messages = {
  notAttached: (id: string) =>
    `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
  invoicePaid: 'Invoice is already paid',
  invoiceNotOpen: (status: string) => `You can only pay an open invoice. This invoice is ${status}.`,
  amount: 'Amount must be between $0.50 and $999,999.99',
} as const;

/** Unix seconds a calendar month after `seconds`, the day clamped to the month's end as Stripe does. */
export function addMonth(seconds: number): number {
  const start = new Date(seconds * 1000);
  const next = new Date(start);
  next.setUTCDate(1);
  next.setUTCMonth(start.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(next.getTime() / 1000);
}

/**
 * Prices, monthly subscriptions with payment_behavior default_incomplete and their invoices, as
 * Stripe test mode behaves for the calls we make. A subscription starts `incomplete` with an
 * `open` invoice whose intent `requires_payment_method`; when that intent succeeds, however it
 * got there, the invoice is paid and the subscription `active` until a month after its start.
 */
export function createSandboxSubscriptions(store: SandboxStore) {
  async function cardOf(customerId: string, paymentMethodId: string, tx: DbOrTx): Promise<SandboxCard> {
    const card = await store.mustLoad<SandboxCard>('payment_method', paymentMethodId, tx);
    if (card.customerId !== customerId) {
      throw new GatewayError(400, 'resource_missing', messages.notAttached(paymentMethodId));
    }
    return card;
  }

  async function invoiceView(invoice: SandboxInvoice, tx: DbOrTx): Promise<GatewayInvoice> {
    const intent = await store.load<SandboxIntent>('payment_intent', invoice.paymentIntentId, tx);
    return {
      id: invoice.id,
      customerId: invoice.customerId,
      subscriptionId: invoice.subscriptionId,
      status: invoice.status,
      amountDue: invoice.amountDue,
      paymentIntent: intent ?? null,
    };
  }

  function eventObject(subscription: SandboxSubscription): GatewaySubscriptionEventObject {
    return {
      id: subscription.id,
      customerId: subscription.customerId,
      priceId: subscription.priceId,
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd,
      metadata: subscription.metadata,
      latestInvoiceId: subscription.latestInvoiceId,
    };
  }

  async function subscriptionView(subscription: SandboxSubscription, tx: DbOrTx): Promise<GatewaySubscription> {
    const { latestInvoiceId: _id, ...rest } = eventObject(subscription);
    const invoice = await store.mustLoad<SandboxInvoice>('invoice', subscription.latestInvoiceId, tx);
    return { ...rest, latestInvoice: await invoiceView(invoice, tx) };
  }

  const subscriptions = {
    /**
     * The intent succeeded: pays its invoice and activates the subscription (invoice.paid and
     * customer.subscription.updated follow payment_intent.succeeded, as Stripe sends them).
     * Locks intent, invoice, subscription in that order, as every path here does.
     */
    async settleInvoiceOf(intent: SandboxIntent, tx: DbOrTx, events: GatewayEvent[]): Promise<void> {
      if (!intent.invoiceId || intent.status !== 'succeeded') return;
      const invoice = await store.mustLoad<SandboxInvoice>('invoice', intent.invoiceId, tx, true);
      if (invoice.status !== 'open') return;
      const paid: SandboxInvoice = { ...invoice, status: 'paid' };
      await store.save('invoice', paid, tx);
      events.push(store.makeEvent('invoice.paid', { ...(await invoiceView(paid, tx)), paymentIntent: intent }));
      const subscription = await store.mustLoad<SandboxSubscription>('subscription', invoice.subscriptionId, tx, true);
      if (subscription.status === 'canceled') return;
      // The card that paid becomes the subscription's (Stripe's save_default_payment_method:
      // on_subscription), so a retried invoice's good card is the one later months use.
      const active: SandboxSubscription = {
        ...subscription,
        status: 'active',
        currentPeriodEnd: addMonth(subscription.created),
        defaultPaymentMethodId: intent.paymentMethodId ?? subscription.defaultPaymentMethodId,
      };
      await store.save('subscription', active, tx);
      events.push(store.makeEvent('customer.subscription.updated', eventObject(active)));
    },

    setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
      return store.run('setDefaultPaymentMethod', { customerId, paymentMethodId }, undefined, async (tx) => {
        const customer = await store.mustLoad<SandboxCustomer>('customer', customerId, tx, true);
        await cardOf(customerId, paymentMethodId, tx);
        await store.save('customer', { ...customer, defaultPaymentMethodId: paymentMethodId }, tx);
      });
    },

    createPrice(params: CreatePriceParams, idempotency: IdempotencyOptions): Promise<GatewayPrice> {
      return store.run('createPrice', params, idempotency, async (tx) => {
        if (!Number.isInteger(params.unitAmount) || params.unitAmount < 50 || params.unitAmount > 99_999_999) {
          throw new GatewayError(400, 'amount_too_small', messages.amount);
        }
        const price: SandboxPrice = {
          id: store.newId('price'),
          unitAmount: params.unitAmount,
          currency: params.currency,
          interval: params.interval,
          metadata: params.metadata ?? {},
          productName: params.productName,
        };
        await store.save('price', price, tx);
        const { productName: _name, ...view } = price;
        return view;
      });
    },

    createSubscription(
      params: CreateSubscriptionParams,
      idempotency: IdempotencyOptions,
    ): Promise<GatewaySubscription> {
      return store.run('createSubscription', params, idempotency, async (tx) => {
        await store.mustLoad('customer', params.customerId, tx);
        const price = await store.mustLoad<SandboxPrice>('price', params.priceId, tx);
        await cardOf(params.customerId, params.paymentMethodId, tx);
        const subscriptionId = store.newId('sub');
        const invoiceId = store.newId('in');
        const intentId = store.newId('pi');
        // default_incomplete: nothing is charged yet; payInvoice (or the browser) pays the intent.
        const intent: SandboxIntent = {
          id: intentId,
          amount: price.unitAmount,
          currency: price.currency,
          status: 'requires_payment_method',
          clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
          customerId: params.customerId,
          paymentMethodId: null,
          metadata: {},
          nextAction: null,
          lastPaymentError: null,
          invoiceId,
        };
        const invoice: SandboxInvoice = {
          id: invoiceId,
          customerId: params.customerId,
          subscriptionId,
          status: 'open',
          amountDue: price.unitAmount,
          paymentIntentId: intentId,
        };
        const subscription: SandboxSubscription = {
          id: subscriptionId,
          customerId: params.customerId,
          priceId: price.id,
          status: 'incomplete',
          currentPeriodEnd: null,
          metadata: params.metadata ?? {},
          latestInvoiceId: invoiceId,
          defaultPaymentMethodId: params.paymentMethodId,
          created: store.nowSeconds(),
          canceledAt: null,
        };
        await store.save('payment_intent', intent, tx);
        await store.save('invoice', invoice, tx);
        await store.save('subscription', subscription, tx);
        return subscriptionView(subscription, tx);
      });
    },

    async retrieveSubscription(id: string): Promise<GatewaySubscription | undefined> {
      const subscription = await store.load<SandboxSubscription>('subscription', id);
      return subscription && subscriptionView(subscription, store.db);
    },

    /** Cancels at once; its open invoice is voided so it can no longer be paid. */
    cancelSubscription(id: string): Promise<GatewaySubscription> {
      return store.run('cancelSubscription', { id }, undefined, async (tx, events) => {
        const found = await store.mustLoad<SandboxSubscription>('subscription', id, tx);
        const invoice = await store.mustLoad<SandboxInvoice>('invoice', found.latestInvoiceId, tx);
        const intent = await store.mustLoad<SandboxIntent>('payment_intent', invoice.paymentIntentId, tx, true);
        const lockedInvoice = await store.mustLoad<SandboxInvoice>('invoice', invoice.id, tx, true);
        const subscription = await store.mustLoad<SandboxSubscription>('subscription', id, tx, true);
        if (subscription.status === 'canceled') return subscriptionView(subscription, tx);
        if (lockedInvoice.status === 'open') {
          await store.save('invoice', { ...lockedInvoice, status: 'void' }, tx);
          await store.save('payment_intent', { ...intent, status: 'canceled', nextAction: null }, tx);
        }
        const canceled: SandboxSubscription = { ...subscription, status: 'canceled', canceledAt: store.nowSeconds() };
        await store.save('subscription', canceled, tx);
        events.push(store.makeEvent('customer.subscription.deleted', eventObject(canceled)));
        return subscriptionView(canceled, tx);
      });
    },

    /**
     * Attempts the open invoice with the card (attached to the invoice's customer): a decline or
     * an authentication step is the invoice with its intent's status, not an error.
     */
    payInvoice(
      id: string,
      params: { paymentMethodId: string },
      idempotency: IdempotencyOptions,
    ): Promise<GatewayInvoice> {
      return store.run('payInvoice', { id, ...params }, idempotency, async (tx, events) => {
        const found = await store.mustLoad<SandboxInvoice>('invoice', id, tx);
        const intent = await store.mustLoad<SandboxIntent>('payment_intent', found.paymentIntentId, tx, true);
        const invoice = await store.mustLoad<SandboxInvoice>('invoice', id, tx, true);
        if (invoice.status === 'paid') throw new GatewayError(400, 'invoice_already_paid', messages.invoicePaid);
        if (invoice.status !== 'open') {
          throw new GatewayError(400, 'invoice_not_open', messages.invoiceNotOpen(invoice.status));
        }
        const card = await cardOf(invoice.customerId, params.paymentMethodId, tx);
        const charged = charge(store, intent, card, events);
        await store.save('payment_intent', charged, tx);
        await subscriptions.settleInvoiceOf(charged, tx, events);
        return invoiceView(await store.mustLoad<SandboxInvoice>('invoice', id, tx), tx);
      });
    },

    async retrieveInvoice(id: string): Promise<GatewayInvoice | undefined> {
      const invoice = await store.load<SandboxInvoice>('invoice', id);
      return invoice && invoiceView(invoice, store.db);
    },
  };
  return subscriptions;
}
