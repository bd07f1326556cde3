import type { RecurringSchedule } from '@church/contracts';
import type Stripe from 'stripe';
import type {
  GatewayCard,
  GatewayCustomer,
  GatewayEvent,
  GatewayInvoice,
  GatewayPaymentError,
  GatewayPaymentIntent,
  GatewayPrice,
  GatewayRefund,
  GatewaySetupIntent,
  GatewaySubscription,
  GatewaySubscriptionEventObject,
  PaymentIntentStatus,
  SubscriptionStatus,
  VerifyWithMicrodeposits,
} from '../../gateway';

// Stripe objects (API 2026-10-28.endive, the version stripe 23.1.0 pins) to the gateway's
// camel-cased shapes, the same ones the sandbox answers.

/** The id of an expandable field, whether Stripe sent the id or the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

const asObject = (value: object) => value as Record<string, unknown>;

const intentStatuses: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] satisfies PaymentIntentStatus[];

// requires_capture (manual capture, which we never ask for) or a status newer than this code is
// not money received: it must never read as succeeded.
const intentStatus = (status: string): PaymentIntentStatus =>
  intentStatuses.includes(status) ? (status as PaymentIntentStatus) : 'processing';

export function toPaymentError(error: {
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}): GatewayPaymentError {
  return {
    code: error.code ?? 'card_error',
    message: error.message ?? 'The payment failed.',
    ...(error.decline_code ? { declineCode: error.decline_code } : {}),
  };
}

/** An intent's wait for micro-deposits, when it is waiting for them (Stripe leaves the type null for amounts). */
function microdepositsOf(intent: Stripe.PaymentIntent | Stripe.SetupIntent): {
  verifyWithMicrodeposits?: VerifyWithMicrodeposits;
} {
  const wait = intent.status === 'requires_action' ? intent.next_action?.verify_with_microdeposits : undefined;
  if (!wait) return {};
  return {
    verifyWithMicrodeposits: {
      arrivalDate: wait.arrival_date ?? null,
      hostedVerificationUrl: wait.hosted_verification_url,
      microdepositType: wait.microdeposit_type === 'descriptor_code' ? 'descriptor_code' : 'amounts',
    },
  };
}

export function toPaymentIntent(intent: Stripe.PaymentIntent): GatewayPaymentIntent {
  // Only an expanded payment method carries its card; events and most answers name just its id.
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : undefined;
  const card = method?.card;
  const bank = method?.us_bank_account;
  return {
    id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    status: intentStatus(intent.status),
    clientSecret: intent.client_secret ?? '',
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    metadata: { ...intent.metadata },
    nextAction: intent.next_action ? { type: intent.next_action.type } : null,
    ...microdepositsOf(intent),
    lastPaymentError: intent.last_payment_error ? toPaymentError(intent.last_payment_error) : null,
    ...(intent.status === 'canceled' ? { cancellationReason: intent.cancellation_reason ?? null } : {}),
    ...(card ? { paymentCard: { brand: card.brand, last4: card.last4 } } : {}),
    ...(bank ? { paymentCard: { brand: bank.bank_name ?? '', last4: bank.last4 ?? '', kind: 'bank' as const } } : {}),
  };
}

const setupStatuses: readonly string[] = intentStatuses;

export function toSetupIntent(intent: Stripe.SetupIntent): GatewaySetupIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    // A status newer than this code is not a verified account.
    status: (setupStatuses.includes(intent.status) ? intent.status : 'processing') as GatewaySetupIntent['status'],
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    metadata: { ...intent.metadata },
    ...microdepositsOf(intent),
  };
}

export function toCustomer(customer: Stripe.Customer): GatewayCustomer {
  return {
    id: customer.id,
    email: customer.email ?? '',
    name: customer.name ?? '',
    metadata: { ...customer.metadata },
  };
}

export function toCard(method: Stripe.PaymentMethod): GatewayCard {
  const card = method.card;
  // A US bank account: its bank's name and last 4 where a card has its brand and last 4.
  if (method.type === 'us_bank_account' && method.us_bank_account) {
    const bank = method.us_bank_account;
    return {
      id: method.id,
      customerId: idOf(method.customer),
      type: 'us_bank_account',
      card: { brand: bank.bank_name ?? '', last4: bank.last4 ?? '', expMonth: 0, expYear: 0 },
    };
  }
  return {
    id: method.id,
    customerId: idOf(method.customer),
    card: {
      brand: card?.brand ?? 'unknown',
      last4: card?.last4 ?? '',
      expMonth: card?.exp_month ?? 0,
      expYear: card?.exp_year ?? 0,
    },
  };
}

/**
 * Our schedules as Stripe intervals. Twice a month on the 1st and 15th is none of them: it is two
 * monthly subscriptions on one monthly price, anchored on each day (the gateway's `firstAndFifteenth`).
 */
export const stripeIntervals: Record<
  Exclude<RecurringSchedule, 'first-and-fifteenth'>,
  { interval: 'week' | 'month' | 'year'; interval_count: number }
> = {
  weekly: { interval: 'week', interval_count: 1 },
  'every-two-weeks': { interval: 'week', interval_count: 2 },
  monthly: { interval: 'month', interval_count: 1 },
  quarterly: { interval: 'month', interval_count: 3 },
  yearly: { interval: 'year', interval_count: 1 },
};

function scheduleOf(recurring: Stripe.Price['recurring']): RecurringSchedule {
  const found = Object.entries(stripeIntervals).find(
    ([, value]) => value.interval === recurring?.interval && value.interval_count === (recurring?.interval_count ?? 1),
  );
  return (found?.[0] as RecurringSchedule | undefined) ?? 'monthly';
}

export function toPrice(price: Stripe.Price): GatewayPrice {
  return {
    id: price.id,
    unitAmount: price.unit_amount ?? 0,
    currency: price.currency,
    schedule: scheduleOf(price.recurring),
    metadata: { ...price.metadata },
  };
}

export function toRefund(refund: Stripe.Refund): GatewayRefund {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent) ?? '',
    amount: refund.amount,
    status,
    metadata: { ...refund.metadata },
  };
}

/**
 * The intent that pays an invoice. Since API 2025-03-31 (basil) an invoice has no `payment_intent`:
 * its payments are InvoicePayment objects in the includable `payments` list. The default one is
 * the intent Stripe made when it finalized the invoice; else the newest.
 */
export function invoiceIntentOf(invoice: Stripe.Invoice): string | Stripe.PaymentIntent | null {
  const payments = (invoice.payments?.data ?? []).filter(
    (payment) => payment.payment.type === 'payment_intent' && payment.payment.payment_intent,
  );
  const chosen = payments.find((payment) => payment.is_default) ?? payments.sort((a, b) => b.created - a.created)[0];
  return chosen?.payment.payment_intent ?? null;
}

const invoiceStatuses: readonly string[] = ['draft', 'open', 'paid', 'uncollectible', 'void'];

export function toInvoice(invoice: Stripe.Invoice, intent: Stripe.PaymentIntent | null): GatewayInvoice {
  const status = invoice.status && invoiceStatuses.includes(invoice.status) ? invoice.status : 'draft';
  return {
    id: invoice.id,
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status: status as GatewayInvoice['status'],
    amountDue: invoice.amount_due,
    paymentIntent: intent ? toPaymentIntent(intent) : null,
  };
}

const subscriptionStatuses: readonly string[] = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
] satisfies SubscriptionStatus[];

// A trial is a gift that starts later (its trial ends on the start day). We create no pauses;
// should one appear (made in the Dashboard), it charges nothing, as unpaid does.
function subscriptionStatus(status: string): SubscriptionStatus {
  if (subscriptionStatuses.includes(status)) return status as SubscriptionStatus;
  return 'unpaid';
}

export function toSubscriptionEventObject(subscription: Stripe.Subscription): GatewaySubscriptionEventObject {
  // Since basil the billing period is per item; our subscriptions have exactly one.
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    priceId: item?.price.id ?? '',
    status: subscriptionStatus(subscription.status),
    currentPeriodEnd: item?.current_period_end ?? null,
    metadata: { ...subscription.metadata },
    latestInvoiceId: idOf(subscription.latest_invoice),
  };
}

export function toSubscription(subscription: Stripe.Subscription, latestInvoice: GatewayInvoice): GatewaySubscription {
  const { latestInvoiceId: _latestInvoiceId, ...rest } = toSubscriptionEventObject(subscription);
  return { ...rest, latestInvoice, defaultPaymentMethodId: idOf(subscription.default_payment_method) };
}

/**
 * A verified Stripe event with `data.object` in our shapes (gatewayEventTypes in gateway.ts):
 * refund.created/refund.updated whose refund succeeded become `refund.succeeded`; an invoice in an
 * event carries no payments list, so its paymentIntent is null. Other events pass through as sent.
 */
export function toGatewayEvent(event: Stripe.Event): GatewayEvent {
  const base = { id: event.id, created: event.created };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.processing':
    case 'payment_intent.canceled':
    case 'payment_intent.requires_action':
      return { ...base, type: event.type, data: { object: asObject(toPaymentIntent(event.data.object)) } };
    case 'refund.created':
    case 'refund.updated':
      if (event.data.object.status === 'succeeded') {
        return { ...base, type: 'refund.succeeded', data: { object: asObject(toRefund(event.data.object)) } };
      }
      break;
    case 'invoice.paid': {
      const intent = invoiceIntentOf(event.data.object);
      const invoice = toInvoice(event.data.object, typeof intent === 'string' ? null : intent);
      return { ...base, type: event.type, data: { object: asObject(invoice) } };
    }
    case 'setup_intent.succeeded':
    case 'setup_intent.requires_action':
    case 'setup_intent.setup_failed':
    case 'setup_intent.canceled':
      return { ...base, type: event.type, data: { object: asObject(toSetupIntent(event.data.object)) } };
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        type: event.type,
        data: { object: asObject(toSubscriptionEventObject(event.data.object)) },
      };
  }
  return { ...base, type: event.type, data: { object: asObject(event.data.object) } };
}
