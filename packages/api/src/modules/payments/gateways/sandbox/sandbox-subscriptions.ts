import { randomBytes } from 'node:crypto';
import { churchDay, defaultRecurringSchedule, nextChargeDay, type RecurringSchedule } from '@church/contracts';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { DbOrTx } from '../../../../db/types';
import { sandboxObjects } from '../../payments.table';
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
  type UpdateSubscriptionParams,
} from '../../gateway';
import { charge, type SandboxCard, type SandboxIntent } from './sandbox-cards';
import type { SandboxStore } from './sandbox-store';

/** The customer as the sandbox keeps it: its invoice default card (Stripe's invoice_settings). */
export interface SandboxCustomer extends GatewayCustomer {
  defaultPaymentMethodId?: string | null;
}

interface SandboxPrice extends Omit<GatewayPrice, 'schedule'> {
  productName: string;
  /** Absent on prices made before schedules: monthly. */
  schedule?: RecurringSchedule;
}

interface SandboxInvoice {
  id: string;
  customerId: string;
  subscriptionId: string;
  status: GatewayInvoice['status'];
  amountDue: number;
  /** Null for the $0 invoice of a subscription that starts later (Stripe's trial invoice). */
  paymentIntentId: string | null;
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
  /** Unix seconds. */
  created: number;
  canceledAt: number | null;
  /** The church day of the first charge, the anchor of every later one (absent before schedules: the day created). */
  startDay?: string;
}

/** Stripe's messages for the refusals we can meet. */
const messages = {
  notAttached: (id: string) =>
    `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
  invoicePaid: 'Invoice is already paid',
  invoiceNotOpen: (status: string) => `You can only pay an open invoice. This invoice is ${status}.`,
  amount: 'Amount must be between $0.50 and $999,999.99',
  subscriptionFinished: 'This subscription is canceled and can no longer be updated.',
} as const;

/**
 * Prices, subscriptions with payment_behavior default_incomplete and their invoices, as Stripe
 * test mode behaves for the calls we make. A subscription starts `incomplete` with an `open`
 * invoice whose intent `requires_payment_method`; when that intent succeeds, however it got
 * there, the invoice is paid and the subscription `active` until its next charge day. One that
 * starts later is `trialing` until its start day. The test clock (sandbox-store.ts) moves the
 * sandbox's time on; `chargeDue` then charges every subscription whose next charge has come.
 * Charge days are the church's (`timeZone`), computed by `nextChargeDay` as our lists show them.
 */
/** Debits a US bank account: the intent is processing until the bank settles it (sandbox-bank-accounts.ts). */
export type SandboxDebit = (
  intent: SandboxIntent,
  account: SandboxCard,
  tx: DbOrTx,
  events: GatewayEvent[],
) => Promise<SandboxIntent>;

export function createSandboxSubscriptions(store: SandboxStore, timeZone: string, debit: SandboxDebit) {
  /** An invoice's intent paid with the method: a card at once, a bank account once it settles. */
  const chargeWith = (intent: SandboxIntent, method: SandboxCard, tx: DbOrTx, events: GatewayEvent[]) =>
    method.type === 'us_bank_account'
      ? debit(intent, method, tx, events)
      : Promise.resolve(charge(store, intent, method, events));

  const scheduleOf = async (priceId: string, tx: DbOrTx) =>
    (await store.mustLoad<SandboxPrice>('price', priceId, tx)).schedule ?? defaultRecurringSchedule;
  const startDayOf = (subscription: SandboxSubscription) =>
    subscription.startDay ?? churchDay(new Date(subscription.created * 1000), timeZone);
  /** Unix seconds of the church's midnight that starts `day`. */
  const dayStarts = (day: string) => DateTime.fromISO(day, { zone: timeZone }).startOf('day').toSeconds();
  /** The next charge after the one due on `day`, as the end of the period that day's charge paid for. */
  async function periodEndAfter(subscription: SandboxSubscription, day: string, tx: DbOrTx): Promise<number> {
    return dayStarts(nextChargeDay(await scheduleOf(subscription.priceId, tx), startDayOf(subscription), day));
  }

  async function cardOf(customerId: string, paymentMethodId: string, tx: DbOrTx): Promise<SandboxCard> {
    const card = await store.mustLoad<SandboxCard>('payment_method', paymentMethodId, tx);
    if (card.customerId !== customerId) {
      throw new GatewayError(400, 'resource_missing', messages.notAttached(paymentMethodId));
    }
    return card;
  }

  async function invoiceView(invoice: SandboxInvoice, tx: DbOrTx): Promise<GatewayInvoice> {
    const intent = invoice.paymentIntentId
      ? await store.load<SandboxIntent>('payment_intent', invoice.paymentIntentId, tx)
      : undefined;
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

  /** A new open invoice of the price's amount, with the intent that pays it. */
  async function openInvoice(subscription: SandboxSubscription, amount: number, tx: DbOrTx) {
    const invoiceId = store.newId('in');
    const intentId = store.newId('pi');
    const intent: SandboxIntent = {
      id: intentId,
      amount,
      currency: 'usd',
      status: 'requires_payment_method',
      clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      customerId: subscription.customerId,
      paymentMethodId: null,
      metadata: {},
      nextAction: null,
      lastPaymentError: null,
      invoiceId,
      subscriptionId: subscription.id,
    };
    const invoice: SandboxInvoice = {
      id: invoiceId,
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      status: 'open',
      amountDue: amount,
      paymentIntentId: intentId,
    };
    await store.save('payment_intent', intent, tx);
    await store.save('invoice', invoice, tx);
    return { invoice, intent };
  }

  /** Stripe's trial until the start day: a paid $0 invoice now, the first charge on that day. */
  async function startLater(
    params: CreateSubscriptionParams,
    price: SandboxPrice,
    startAt: number,
    tx: DbOrTx,
  ): Promise<GatewaySubscription> {
    const invoice: SandboxInvoice = {
      id: store.newId('in'),
      customerId: params.customerId,
      subscriptionId: store.newId('sub'),
      status: 'paid',
      amountDue: 0,
      paymentIntentId: null,
    };
    const subscription: SandboxSubscription = {
      id: invoice.subscriptionId,
      customerId: params.customerId,
      priceId: price.id,
      status: 'trialing',
      currentPeriodEnd: startAt,
      metadata: params.metadata ?? {},
      latestInvoiceId: invoice.id,
      defaultPaymentMethodId: params.paymentMethodId,
      created: store.nowSeconds(),
      canceledAt: null,
      startDay: churchDay(new Date(startAt * 1000), timeZone),
    };
    await store.save('invoice', invoice, tx);
    await store.save('subscription', subscription, tx);
    return subscriptionView(subscription, tx);
  }

  /**
   * Charges one subscription for every charge day that has come (a clock advanced by months
   * makes each month's invoice, as Stripe's test clocks do). Its row is locked, and each
   * charge moves its period on, so a second run charges nothing twice.
   */
  async function renew(id: string, tx: DbOrTx, events: GatewayEvent[]): Promise<number> {
    let charged = 0;
    for (;;) {
      const subscription = await store.mustLoad<SandboxSubscription>('subscription', id, tx, true);
      const due = subscription.currentPeriodEnd;
      if (!['active', 'trialing', 'past_due'].includes(subscription.status) || due === null) return charged;
      if (due > store.nowSeconds()) return charged;
      const price = await store.mustLoad<SandboxPrice>('price', subscription.priceId, tx);
      const { invoice, intent } = await openInvoice(subscription, price.unitAmount, tx);
      const renewed: SandboxSubscription = {
        ...subscription,
        latestInvoiceId: invoice.id,
        currentPeriodEnd: await periodEndAfter(subscription, churchDay(new Date(due * 1000), timeZone), tx),
      };
      await store.save('subscription', renewed, tx);
      const card = await store.mustLoad<SandboxCard>('payment_method', subscription.defaultPaymentMethodId, tx);
      const paid = await chargeWith(intent, card, tx, events);
      await store.save('payment_intent', paid, tx);
      if (paid.status === 'succeeded') {
        await subscriptions.settleInvoiceOf(paid, tx, events);
      } else if (paid.status !== 'processing') {
        // Off session nobody can authenticate: the invoice waits for the member, the gift is past due.
        const pastDue: SandboxSubscription = { ...renewed, status: 'past_due' };
        await store.save('subscription', pastDue, tx);
        events.push(store.makeEvent('customer.subscription.updated', eventObject(pastDue)));
      }
      charged += 1;
    }
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
      // on_subscription), so a retried invoice's good card is the one later months use. A
      // renewal moved the period on when it was made; the first payment starts the first one.
      const active: SandboxSubscription = {
        ...subscription,
        status: 'active',
        currentPeriodEnd:
          subscription.status === 'incomplete'
            ? await periodEndAfter(subscription, startDayOf(subscription), tx)
            : subscription.currentPeriodEnd,
        defaultPaymentMethodId: intent.paymentMethodId ?? subscription.defaultPaymentMethodId,
      };
      await store.save('subscription', active, tx);
      events.push(store.makeEvent('customer.subscription.updated', eventObject(active)));
    },

    /**
     * A bank debit of an invoice settled (the test clock's settlement day): paid, the invoice is
     * paid as a card's would be; failed, a renewal leaves the gift past due with its invoice open,
     * as a declined card does (a first invoice leaves it incomplete, still payable).
     */
    async bankDebitSettled(intent: SandboxIntent, tx: DbOrTx, events: GatewayEvent[]): Promise<void> {
      if (!intent.invoiceId) return;
      if (intent.status === 'succeeded') return subscriptions.settleInvoiceOf(intent, tx, events);
      const invoice = await store.mustLoad<SandboxInvoice>('invoice', intent.invoiceId, tx, true);
      const subscription = await store.mustLoad<SandboxSubscription>('subscription', invoice.subscriptionId, tx, true);
      if (invoice.status !== 'open' || subscription.status !== 'active') return;
      const pastDue: SandboxSubscription = { ...subscription, status: 'past_due' };
      await store.save('subscription', pastDue, tx);
      events.push(store.makeEvent('customer.subscription.updated', eventObject(pastDue)));
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
          schedule: params.schedule,
          metadata: params.metadata ?? {},
          productName: params.productName,
        };
        await store.save('price', price, tx);
        const { productName: _name, ...view } = price;
        return { ...view, schedule: params.schedule };
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
        if (params.startAt !== undefined && params.startAt > store.nowSeconds()) {
          return startLater(params, price, params.startAt, tx);
        }
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
          subscriptionId,
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
          startDay: churchDay(store.now(), timeZone),
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
        const intent = invoice.paymentIntentId
          ? await store.mustLoad<SandboxIntent>('payment_intent', invoice.paymentIntentId, tx, true)
          : undefined;
        const lockedInvoice = await store.mustLoad<SandboxInvoice>('invoice', invoice.id, tx, true);
        const subscription = await store.mustLoad<SandboxSubscription>('subscription', id, tx, true);
        if (subscription.status === 'canceled') return subscriptionView(subscription, tx);
        if (lockedInvoice.status === 'open' && intent) {
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
        if (found.status === 'paid') throw new GatewayError(400, 'invoice_already_paid', messages.invoicePaid);
        const intent = await store.mustLoad<SandboxIntent>('payment_intent', found.paymentIntentId ?? '', tx, true);
        const invoice = await store.mustLoad<SandboxInvoice>('invoice', id, tx, true);
        if (invoice.status === 'paid') throw new GatewayError(400, 'invoice_already_paid', messages.invoicePaid);
        if (invoice.status !== 'open') {
          throw new GatewayError(400, 'invoice_not_open', messages.invoiceNotOpen(invoice.status));
        }
        const card = await cardOf(invoice.customerId, params.paymentMethodId, tx);
        const charged = await chargeWith(intent, card, tx, events);
        await store.save('payment_intent', charged, tx);
        await subscriptions.settleInvoiceOf(charged, tx, events);
        return invoiceView(await store.mustLoad<SandboxInvoice>('invoice', id, tx), tx);
      });
    },

    /**
     * Another price or card from the next charge on; nothing is charged now. A new schedule
     * counts from the next charge day, which stays where it was.
     */
    updateSubscription(
      id: string,
      params: UpdateSubscriptionParams,
      idempotency: IdempotencyOptions,
    ): Promise<GatewaySubscription> {
      return store.run('updateSubscription', { id, ...params }, idempotency, async (tx, events) => {
        const subscription = await store.mustLoad<SandboxSubscription>('subscription', id, tx, true);
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
          throw new GatewayError(400, 'resource_missing', messages.subscriptionFinished);
        }
        if (params.priceId) await store.mustLoad('price', params.priceId, tx);
        if (params.paymentMethodId) await cardOf(subscription.customerId, params.paymentMethodId, tx);
        const next = subscription.currentPeriodEnd;
        const rescheduled =
          params.priceId !== undefined &&
          next !== null &&
          (await scheduleOf(params.priceId, tx)) !== (await scheduleOf(subscription.priceId, tx));
        const updated: SandboxSubscription = {
          ...subscription,
          priceId: params.priceId ?? subscription.priceId,
          defaultPaymentMethodId: params.paymentMethodId ?? subscription.defaultPaymentMethodId,
          ...(rescheduled ? { startDay: churchDay(new Date(next * 1000), timeZone) } : {}),
        };
        await store.save('subscription', updated, tx);
        events.push(store.makeEvent('customer.subscription.updated', eventObject(updated)));
        return subscriptionView(updated, tx);
      });
    },

    /** Charges every subscription whose next charge day has come on the sandbox's clock; answers how many charges. */
    chargeDue(): Promise<number> {
      return store.run('chargeDue', null, undefined, async (tx, events) => {
        const rows = await tx
          .select({ id: sandboxObjects.id })
          .from(sandboxObjects)
          .where(eq(sandboxObjects.kind, 'subscription'))
          .orderBy(sandboxObjects.createdAt);
        let charged = 0;
        for (const row of rows) charged += await renew(row.id, tx, events);
        return charged;
      });
    },

    async retrieveInvoice(id: string): Promise<GatewayInvoice | undefined> {
      const invoice = await store.load<SandboxInvoice>('invoice', id);
      return invoice && invoiceView(invoice, store.db);
    },
  };
  return subscriptions;
}
