import Stripe from 'stripe';
import type { StripeKeys } from '../../../../config';
import {
  WebhookSignatureError,
  type GatewayInvoice,
  type GatewayPaymentIntent,
  type GatewaySubscription,
  type PaymentGateway,
} from '../../gateway';
import { isCardError, isMissing, stripeCall, toGatewayError } from './stripe-errors';
import {
  idOf,
  invoiceIntentOf,
  toCard,
  toCustomer,
  toGatewayEvent,
  toInvoice,
  toPaymentError,
  toPaymentIntent,
  toPrice,
  toRefund,
  toSetupIntent,
  toSubscription,
  stripeIntervals,
} from './stripe-mappers';

/**
 * The API version every call and mapper is written for: the one stripe 23.1.0 pins. The SDK types
 * accept only its own pinned version, so upgrading the SDK fails the typecheck here until the
 * mappers have been checked against the new version (decision 0031).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeGatewayOptions extends StripeKeys {
  /** Where the API is: Stripe itself unless set (tests point it at an in-process fake). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Retries of network failures and 5xx; safe, as every POST carries an idempotency key. */
  maxNetworkRetries?: number;
}

// An invoice's intent lives in its includable `payments` list (not invoice.payment_intent since
// basil); four levels is Stripe's expansion limit, so from a subscription we expand the list and
// fetch the intent by id.
const INVOICE_EXPAND = ['payments.data.payment.payment_intent'];
const SUBSCRIPTION_EXPAND = ['latest_invoice.payments'];

export type StripeGateway = ReturnType<typeof createStripeGateway>;

/** The PaymentGateway over the official SDK (decision 0031). */
export function createStripeGateway(options: StripeGatewayOptions) {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  async function invoiceView(invoice: Stripe.Invoice, fallback?: Stripe.PaymentIntent): Promise<GatewayInvoice> {
    const intent = invoiceIntentOf(invoice);
    const resolved = typeof intent === 'string' ? await stripe.paymentIntents.retrieve(intent) : intent;
    return toInvoice(invoice, resolved ?? fallback ?? null);
  }

  async function subscriptionView(subscription: Stripe.Subscription): Promise<GatewaySubscription> {
    const latest = subscription.latest_invoice;
    if (!latest) throw new Error(`Stripe subscription ${subscription.id} has no invoice`);
    const invoice =
      typeof latest === 'string' ? await stripe.invoices.retrieve(latest, { expand: INVOICE_EXPAND }) : latest;
    return toSubscription(subscription, await invoiceView(invoice));
  }

  /** undefined for Stripe's "No such ...". */
  async function orMissing<T>(call: () => Promise<T>): Promise<T | undefined> {
    try {
      return await call();
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw toGatewayError(error);
    }
  }

  const gateway = {
    mode: 'stripe' as const,
    publishableKey: options.publishableKey,
    // Stripe has no twice-a-month interval: two monthly subscriptions, anchored on the 1st and the 15th.
    firstAndFifteenth: 'two-monthly-subscriptions' as const,

    createCustomer: (params, { idempotencyKey }) =>
      stripeCall(async () =>
        toCustomer(
          await stripe.customers.create(
            { email: params.email, name: params.name, metadata: params.metadata },
            { idempotencyKey },
          ),
        ),
      ),

    createPaymentIntent: (params, { idempotencyKey }) =>
      stripeCall(async () =>
        toPaymentIntent(
          await stripe.paymentIntents.create(
            {
              amount: params.amount,
              currency: params.currency,
              // The method the fee was computed for, and only it: a card, or a US bank account
              // (ACH, processing until it settles); neither needs a redirect's return_url.
              allowed_payment_method_types: params.paymentMethodTypes ?? ['card'],
              metadata: params.metadata,
              ...(params.customerId ? { customer: params.customerId } : {}),
              ...(params.receiptEmail ? { receipt_email: params.receiptEmail } : {}),
            },
            { idempotencyKey },
          ),
        ),
      ),

    retrievePaymentIntent: async (id) => {
      const intent = await orMissing(() => stripe.paymentIntents.retrieve(id));
      return intent && toPaymentIntent(intent);
    },

    async cancelPaymentIntent(id) {
      try {
        return toPaymentIntent(await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }));
      } catch (error) {
        // Cancelling twice answers the canceled intent, as the sandbox does.
        const current = await orMissing(() => stripe.paymentIntents.retrieve(id));
        if (current?.status !== 'canceled') throw toGatewayError(error);
        return toPaymentIntent(current);
      }
    },

    async confirmPaymentIntent(id, { paymentMethodId }, { idempotencyKey }) {
      try {
        return toPaymentIntent(
          await stripe.paymentIntents.confirm(id, { payment_method: paymentMethodId }, { idempotencyKey }),
        );
      } catch (error) {
        // A decline: Stripe's card error carries the intent, now requires_payment_method.
        if (!isCardError(error)) throw toGatewayError(error);
        const intent = toPaymentIntent(
          error.payment_intent ?? (await stripeCall(() => stripe.paymentIntents.retrieve(id))),
        );
        return intent.lastPaymentError ? intent : { ...intent, lastPaymentError: toPaymentError(error) };
      }
    },

    async attachPaymentMethod(id, { customerId }) {
      try {
        return toCard(await stripe.paymentMethods.attach(id, { customer: customerId }));
      } catch (error) {
        // A bank account is attached by the SetupIntent that verified it (Stripe refuses to attach
        // one directly): already this customer's, it is answered as it is.
        const current = await orMissing(() => stripe.paymentMethods.retrieve(id));
        if (!current || idOf(current.customer) !== customerId) throw toGatewayError(error);
        return toCard(current);
      }
    },

    retrievePaymentMethod: async (id) => {
      const method = await orMissing(() => stripe.paymentMethods.retrieve(id));
      return method && toCard(method);
    },

    detachPaymentMethod: (id) => stripeCall(async () => toCard(await stripe.paymentMethods.detach(id))),

    listPaymentMethods: (customerId) =>
      stripeCall(async () => {
        const methods: Stripe.PaymentMethod[] = [];
        for await (const method of stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 })) {
          methods.push(method);
        }
        // Oldest first, as the sandbox lists them.
        return methods.sort((a, b) => a.created - b.created).map(toCard);
      }),

    setDefaultPaymentMethod: (customerId, paymentMethodId) =>
      stripeCall(async () => {
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
      }),

    createPrice: (params, { idempotencyKey }) =>
      stripeCall(async () => {
        // The 1st and 15th is a monthly price that two subscriptions share (`firstAndFifteenth`).
        const interval = params.schedule === 'first-and-fifteenth' ? 'monthly' : params.schedule;
        const price = await stripe.prices.create(
          {
            unit_amount: params.unitAmount,
            currency: params.currency,
            recurring: stripeIntervals[interval],
            // A product per price: the name is what the Dashboard and receipts show.
            product_data: { name: params.productName, metadata: params.metadata },
            metadata: params.metadata,
          },
          { idempotencyKey },
        );
        return { ...toPrice(price), schedule: params.schedule };
      }),

    createSubscription: (params, { idempotencyKey }) =>
      stripeCall(async () =>
        subscriptionView(
          await stripe.subscriptions.create(
            {
              customer: params.customerId,
              items: [{ price: params.priceId }],
              default_payment_method: params.paymentMethodId,
              // Incomplete until payInvoice pays the first invoice; nothing is charged here.
              payment_behavior: 'default_incomplete',
              // A retried invoice's new card becomes the subscription's card for the months after.
              payment_settings: {
                payment_method_types: [params.paymentMethodType ?? 'card'],
                save_default_payment_method: 'on_subscription',
              },
              metadata: params.metadata,
              // A later start: a trial until that day, when Stripe charges the first invoice.
              ...(params.startAt !== undefined ? { trial_end: params.startAt } : {}),
              expand: SUBSCRIPTION_EXPAND,
            },
            { idempotencyKey },
          ),
        ),
      ),

    async updateSubscription(id, params, { idempotencyKey }) {
      return stripeCall(async () => {
        const current = await stripe.subscriptions.retrieve(id);
        const item = current.items.data[0];
        const nextCharge = item?.current_period_end;
        const updated = await stripe.subscriptions.update(
          id,
          {
            ...(params.priceId && item ? { items: [{ id: item.id, price: params.priceId }] } : {}),
            ...(params.paymentMethodId ? { default_payment_method: params.paymentMethodId } : {}),
            // A bank account in place of a card (or back): the subscription must be allowed to charge it.
            ...(params.paymentMethodType
              ? { payment_settings: { payment_method_types: [params.paymentMethodType] } }
              : {}),
            // Nothing charged now: no proration, and a trial until the next charge keeps its day
            // even when the interval changes (which would otherwise restart the cycle today).
            proration_behavior: 'none',
            ...(params.priceId && (params.nextChargeAt ?? nextCharge ?? 0) > Math.floor(Date.now() / 1000)
              ? { trial_end: params.nextChargeAt ?? nextCharge }
              : {}),
            expand: SUBSCRIPTION_EXPAND,
          },
          { idempotencyKey },
        );
        return subscriptionView(updated);
      });
    },

    retrieveSubscription: async (id) => {
      const subscription = await orMissing(() => stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }));
      return subscription && stripeCall(() => subscriptionView(subscription));
    },

    async cancelSubscription(id) {
      let canceled: Stripe.Subscription;
      try {
        canceled = await stripe.subscriptions.cancel(id, { expand: SUBSCRIPTION_EXPAND });
      } catch (error) {
        // Cancelling twice answers the canceled subscription, as the sandbox does.
        const current =
          error instanceof Stripe.errors.StripeInvalidRequestError
            ? await orMissing(() => stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }))
            : undefined;
        if (current?.status !== 'canceled') throw toGatewayError(error);
        canceled = current;
      }
      return stripeCall(() => subscriptionView(canceled));
    },

    async payInvoice(id, { paymentMethodId }, { idempotencyKey }) {
      let paid: Stripe.Invoice;
      try {
        paid = await stripe.invoices.pay(
          id,
          { payment_method: paymentMethodId, expand: INVOICE_EXPAND },
          { idempotencyKey },
        );
      } catch (error) {
        // A decline, or invoice_payment_intent_requires_action: card errors. The invoice's intent
        // (requires_payment_method with lastPaymentError, or requires_action) is the answer.
        if (!isCardError(error)) throw toGatewayError(error);
        const invoice = await stripeCall(async () =>
          invoiceView(await stripe.invoices.retrieve(id, { expand: INVOICE_EXPAND }), error.payment_intent),
        );
        const intent = invoice.paymentIntent;
        if (intent?.status === 'requires_payment_method' && !intent.lastPaymentError) {
          return { ...invoice, paymentIntent: { ...intent, lastPaymentError: toPaymentError(error) } };
        }
        return invoice;
      }
      return stripeCall(() => invoiceView(paid));
    },

    retrieveInvoice: async (id) => {
      const invoice = await orMissing(() => stripe.invoices.retrieve(id, { expand: INVOICE_EXPAND }));
      return invoice && stripeCall(() => invoiceView(invoice));
    },

    createSetupIntent: (params, { idempotencyKey }) =>
      stripeCall(async () =>
        toSetupIntent(
          await stripe.setupIntents.create(
            {
              customer: params.customerId,
              allowed_payment_method_types: params.paymentMethodTypes,
              // Charged later without the member (renewals, gifts from the saved account).
              usage: 'off_session',
              // Financial Connections first; Stripe falls back to micro-deposits by itself.
              payment_method_options: { us_bank_account: { verification_method: 'automatic' } },
              metadata: params.metadata,
            },
            { idempotencyKey },
          ),
        ),
      ),

    retrieveSetupIntent: async (id) => {
      const intent = await orMissing(() => stripe.setupIntents.retrieve(id));
      return intent && toSetupIntent(intent);
    },

    // No idempotency key: a repeated entry is checked again (and counted) as Stripe counts tries.
    verifyMicrodeposits: ({ kind, id }, entry) =>
      stripeCall(async () => {
        const params = 'amounts' in entry ? { amounts: [...entry.amounts] } : { descriptor_code: entry.descriptorCode };
        return kind === 'payment'
          ? toPaymentIntent(await stripe.paymentIntents.verifyMicrodeposits(id, params))
          : toSetupIntent(await stripe.setupIntents.verifyMicrodeposits(id, params));
      }),

    createRefund: (params, { idempotencyKey }) =>
      stripeCall(async () =>
        toRefund(
          await stripe.refunds.create(
            {
              payment_intent: params.paymentIntentId,
              ...(params.amount === undefined ? {} : { amount: params.amount }),
              metadata: params.metadata,
            },
            { idempotencyKey },
          ),
        ),
      ),

    constructEvent(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('Webhook signature is missing');
      let event: Stripe.Event;
      try {
        // Stripe's default tolerance (300 s), on the raw body as received.
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
        throw new WebhookSignatureError(
          /tolerance/i.test(error.message) ? 'Webhook timestamp is too old' : 'Webhook signature is invalid',
        );
      }
      return toGatewayEvent(event);
    },

    async completeEvent(event) {
      const intent = event.data.object as unknown as GatewayPaymentIntent;
      // Only a bank debit is ever processing; a one-time gift's has no invoice, and no customer when anonymous.
      if (event.type !== 'payment_intent.processing' || intent.invoiceId || !intent.customerId) return event;
      const payments = await stripeCall(() =>
        stripe.invoicePayments.list({
          payment: { type: 'payment_intent', payment_intent: intent.id },
          limit: 1,
          expand: ['data.invoice'],
        }),
      );
      const found = payments.data[0]?.invoice;
      const invoice =
        typeof found === 'object' && !('deleted' in found && found.deleted) ? (found as Stripe.Invoice) : null;
      const subscriptionId = idOf(invoice?.parent?.subscription_details?.subscription);
      if (!invoice || !subscriptionId) return event;
      return { ...event, data: { object: { ...event.data.object, invoiceId: invoice.id, subscriptionId } } };
    },
  } satisfies PaymentGateway;
  return gateway;
}
