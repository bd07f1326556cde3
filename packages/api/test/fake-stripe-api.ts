import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An in-process stand-in for the few Stripe REST endpoints the Stripe gateway calls (there is no
 * Stripe test server offline; stripe-mock is not installable). It answers Stripe-shaped JSON for
 * API 2026-10-28.endive (an invoice's intent only in its includable `payments`, expansions at most
 * four levels deep, Stripe's error bodies), replays idempotent POSTs as Stripe does, and records
 * every request as it arrived on the wire.
 */

/** Stripe's test-mode payment method tokens, and what each does when charged. */
export const fakeCards = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  authenticationRequired: 'pm_card_authenticationRequired',
} as const;

/**
 * Bank accounts as Stripe.js hands them over after its own dialog (Financial Connections): a
 * verified account that settles, and one whose debit fails later (account closed).
 */
export const fakeBankAccounts = {
  settles: 'pm_usBankAccount_success',
  accountClosed: 'pm_usBankAccount_accountClosed',
} as const;

export const FAKE_SECRET_KEY = 'sk_test_fake_secret_key';
/**
 * Stripe's test mode for micro-deposits (its ACH Direct Debit guide): the amounts 32 and 45 cents,
 * or the descriptor code SM11AA, verify the account; anything else is a mismatch. A holder has 3
 * tries with amounts and 10 with a code; after 10 days the wait times out.
 */
export const fakeMicrodeposits = {
  amounts: [32, 45],
  descriptorCode: 'SM11AA',
  tries: { amounts: 3, descriptor_code: 10 },
} as const;

type MicrodepositType = 'amounts' | 'descriptor_code';

export interface RecordedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  /** The form body (POST) or the query (GET, DELETE), decoded into objects and arrays. */
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };
type Answer = { status: number; body: unknown };

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;
/** Stripe's longest trial (730 days). */
const MAX_TRIAL = 730 * DAY;

interface Recurring {
  interval: string;
  interval_count: number;
}

/**
 * `count` intervals after the anchor, as Stripe bills: weeks are 7 days; a month keeps the anchor's
 * day of the month (in UTC), on a shorter month's last day when it has none (31 January, then
 * 28 or 29 February, then 31 March), at the anchor's time of day.
 */
function afterIntervals(anchor: number, recurring: Recurring, count: number): number {
  const n = count * recurring.interval_count;
  if (recurring.interval === 'day') return anchor + n * DAY;
  if (recurring.interval === 'week') return anchor + n * 7 * DAY;
  const start = new Date(anchor * 1000);
  const months = start.getUTCMonth() + (recurring.interval === 'year' ? 12 * n : n);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), months + 1, 0)).getUTCDate();
  const at = Date.UTC(
    start.getUTCFullYear(),
    months,
    Math.min(start.getUTCDate(), lastDay),
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
  );
  return Math.floor(at / 1000);
}

/** The end of the billing period that follows the one ending at `end`: the next interval from the anchor. */
function periodAfter(anchor: number, recurring: Recurring, end: number): number {
  let count = 1;
  while (afterIntervals(anchor, recurring, count) <= end) count += 1;
  return afterIntervals(anchor, recurring, count);
}

/** A trial_end as Stripe takes it: an integer Unix time in the future, at most 730 days away. */
function trialEndOf(value: unknown): number | undefined | 'invalid' {
  if (value === undefined) return undefined;
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > now() && seconds <= now() + MAX_TRIAL ? seconds : 'invalid';
}
const invalidTrialEnd = (value: unknown): Answer =>
  error(
    400,
    'invalid_request_error',
    `Invalid timestamp: must be an integer Unix timestamp in the future. (${String(value)})`,
    {
      param: 'trial_end',
    },
  );
const newId = (prefix: string) => `${prefix}_fake${randomBytes(8).toString('hex')}`;
const declined = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

/** `a[b][0]=x` form or query text into `{a: {b: ['x']}}`, as Stripe reads it. */
function decodeParams(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/]/g, '').split('[');
    let node = root as Record<string, unknown>;
    path.forEach((segment, index) => {
      const next = path[index + 1];
      if (next === undefined) node[segment] = value;
      else node = (node[segment] ??= /^\d+$/.test(next) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error: { type, message, ...extra } },
});
const missing = (kind: string, id: string) =>
  error(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });

export async function startFakeStripeApi() {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, StripeObject>();
  const replies = new Map<string, { params: string; answer: Answer }>();
  /** What Stripe keeps of each wait for micro-deposits (never part of the intent it answers). */
  const waits = new Map<string, { type: MicrodepositType; triesLeft: number; expired: boolean }>();
  let failNext: number | undefined;

  const brands = { [fakeCards.visa]: '4242', [fakeCards.declined]: '0002', [fakeCards.authenticationRequired]: '3155' };
  for (const [id, last4] of Object.entries(brands)) {
    objects.set(id, {
      id,
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: null,
      card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 },
    });
  }

  for (const [id, last4] of [
    [fakeBankAccounts.settles, '6789'],
    [fakeBankAccounts.accountClosed, '1116'],
  ] as const) {
    objects.set(id, {
      id,
      object: 'payment_method',
      type: 'us_bank_account',
      created: now(),
      customer: null,
      us_bank_account: { bank_name: 'STRIPE TEST BANK', last4, routing_number: '110000000', account_type: 'checking' },
    });
  }

  const save = <T extends StripeObject>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  const find = (object: string, id: string) => {
    const found = objects.get(id);
    return found?.object === object ? found : undefined;
  };

  /** Charges an intent with a test card: succeeded, declined (an error) or requires_action. */
  function charge(
    intent: StripeObject,
    paymentMethod: string,
  ): 'succeeded' | 'declined' | 'requires_action' | 'processing' {
    intent.payment_method = paymentMethod;
    intent.next_action = null;
    intent.last_payment_error = null;
    if (paymentMethod === fakeCards.declined) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { ...declined, payment_method: objects.get(paymentMethod) };
      return 'declined';
    }
    if (paymentMethod === fakeCards.authenticationRequired) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} };
      return 'requires_action';
    }
    // A bank debit is processing until it settles, days later (payment_intent.succeeded or payment_failed).
    if (objects.get(paymentMethod)?.type === 'us_bank_account') {
      intent.status = 'processing';
      return 'processing';
    }
    intent.status = 'succeeded';
    return 'succeeded';
  }

  /** Stripe refuses a method whose type the intent (or the invoice's subscription) does not allow. */
  function notAllowed(allowed: unknown, paymentMethod: string): Answer | undefined {
    const type = (objects.get(paymentMethod)?.type as string | undefined) ?? 'card';
    const types = (allowed as string[] | undefined) ?? ['card'];
    if (types.includes(type)) return undefined;
    return error(
      400,
      'invalid_request_error',
      `The PaymentMethod provided (${type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${types.join(', ')}.`,
      { code: 'payment_intent_invalid_parameter', param: 'payment_method' },
    );
  }

  function newIntent(params: {
    amount: number;
    currency: string;
    customer: unknown;
    metadata?: unknown;
    allowed?: unknown;
  }) {
    const id = newId('pi');
    return save({
      id,
      allowed_payment_method_types: params.allowed ?? ['card'],
      object: 'payment_intent',
      amount: params.amount,
      currency: params.currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      customer: params.customer ?? null,
      payment_method: null,
      metadata: params.metadata ?? {},
      next_action: null,
      last_payment_error: null,
      created: now(),
    });
  }

  /** A subscription's invoice: open with its intent to charge, or (nothing due, a trial's) paid at once. */
  function newInvoice(params: {
    subscriptionId: string;
    customer: unknown;
    amount: number;
    allowed?: unknown;
    billingReason: 'subscription_create' | 'subscription_cycle';
    created: number;
    metadata: unknown;
  }) {
    const intent =
      params.amount > 0
        ? newIntent({ amount: params.amount, currency: 'usd', customer: params.customer, allowed: params.allowed })
        : undefined;
    return save({
      id: newId('in'),
      object: 'invoice',
      customer: params.customer,
      status: intent ? 'open' : 'paid',
      amount_due: params.amount,
      billing_reason: params.billingReason,
      created: params.created,
      metadata: {},
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: params.subscriptionId, metadata: params.metadata },
      },
      intentId: intent?.id ?? null,
    });
  }

  // Expansion as Stripe does it: only what `expand[]` names, at most four levels.
  const expanded = (expand: string[], path: string) =>
    expand.some((item) => item === path || item.startsWith(`${path}.`));

  function invoiceView(invoice: StripeObject, expand: string[], prefix = ''): Record<string, unknown> {
    const { intentId, ...view } = invoice;
    if (!expanded(expand, `${prefix}payments`)) return view;
    // A trial's $0 invoice is paid without any payment.
    if (!intentId)
      return {
        ...view,
        payments: { object: 'list', has_more: false, url: `/v1/invoices/${invoice.id}/payments`, data: [] },
      };
    const intent = objects.get(intentId as string);
    const payment = expanded(expand, `${prefix}payments.data.payment.payment_intent`) ? intent : intentId;
    const paid = intent?.status === 'succeeded';
    return {
      ...view,
      payments: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${invoice.id}/payments`,
        data: [
          {
            id: `inpay_${invoice.id}`,
            object: 'invoice_payment',
            created: invoice.created,
            is_default: true,
            invoice: invoice.id,
            status: paid ? 'paid' : 'open',
            payment: { type: 'payment_intent', payment_intent: payment },
          },
        ],
      },
    };
  }

  function subscriptionView(subscription: StripeObject, expand: string[]) {
    const invoice = objects.get(subscription.latest_invoice as string);
    if (!invoice || !expanded(expand, 'latest_invoice')) return subscription;
    return { ...subscription, latest_invoice: invoiceView(invoice, expand, 'latest_invoice.') };
  }

  function snapshot(id: string): Record<string, unknown> {
    const { intentId: _intentId, ...object } = structuredClone(objects.get(id)) ?? { id };
    return object;
  }

  /**
   * Time passing at Stripe until `to` (Unix seconds), as a test clock advanced there: every
   * subscription still billing whose period ends by then is invoiced once per period passed and
   * charged to its default payment method (a trial ends into active; a decline leaves it past due
   * with the invoice open; a bank debit waits, processing), and its period moves to the next
   * interval from its anchor. Answers the events Stripe sends about it (in order for each
   * subscription, one subscription after another), each object as an event carries it (no
   * expansions).
   */
  function advanceTo(to: number): { type: string; object: Record<string, unknown> }[] {
    const events: { type: string; object: Record<string, unknown> }[] = [];
    const emit = (type: string, id: string) => events.push({ type, object: snapshot(id) });
    const billing = [...objects.values()].filter(
      (object) =>
        object.object === 'subscription' && ['trialing', 'active', 'past_due'].includes(object.status as string),
    );
    for (const subscription of billing) {
      const item = (subscription.items as { data: Record<string, unknown>[] }).data[0]!;
      const price = item.price as StripeObject & { recurring: Recurring; unit_amount: number };
      while (['trialing', 'active', 'past_due'].includes(subscription.status as string)) {
        const end = item.current_period_end as number;
        if (end > to) break;
        Object.assign(item, {
          current_period_start: end,
          current_period_end: periodAfter(subscription.billing_cycle_anchor as number, price.recurring, end),
        });
        if (subscription.status === 'trialing') subscription.status = 'active';
        const invoice = newInvoice({
          subscriptionId: subscription.id,
          customer: subscription.customer,
          amount: price.unit_amount,
          allowed:
            (subscription.payment_settings as { payment_method_types?: string[] | null } | undefined)
              ?.payment_method_types ?? undefined,
          billingReason: 'subscription_cycle',
          created: end,
          metadata: subscription.metadata,
        });
        subscription.latest_invoice = invoice.id;
        const customer = objects.get(subscription.customer as string);
        const method =
          (subscription.default_payment_method as string | null) ??
          (customer?.invoice_settings as { default_payment_method?: string | null } | undefined)
            ?.default_payment_method;
        const intent = objects.get(invoice.intentId as string)!;
        const outcome = method ? charge(intent, method) : 'declined';
        if (outcome === 'succeeded') invoice.status = 'paid';
        if (outcome === 'declined' || outcome === 'requires_action') subscription.status = 'past_due';
        emit('customer.subscription.updated', subscription.id);
        if (outcome === 'succeeded') {
          emit('payment_intent.succeeded', intent.id);
          emit('invoice.paid', invoice.id);
        } else if (outcome === 'processing') {
          emit('payment_intent.processing', intent.id);
        } else {
          emit('payment_intent.payment_failed', intent.id);
          emit('invoice.payment_failed', invoice.id);
        }
      }
    }
    return events;
  }

  const microdepositError = (code: string, message: string) => error(400, 'invalid_request_error', message, { code });

  /** Puts an intent in requires_action, waiting for micro-deposits of the given type. */
  function awaitMicrodeposits(intent: StripeObject, type: MicrodepositType) {
    intent.status = 'requires_action';
    intent.next_action = {
      type: 'verify_with_microdeposits',
      verify_with_microdeposits: {
        arrival_date: now() + 2 * 86_400,
        hosted_verification_url: `https://payments.stripe.com/microdeposit/pacs_test_${intent.id}`,
        microdeposit_type: type,
      },
    };
    waits.set(intent.id, { type, triesLeft: fakeMicrodeposits.tries[type], expired: false });
  }

  /** POST .../verify_microdeposits, as Stripe's test mode answers it. */
  function verify(intent: StripeObject, params: Record<string, unknown>): Answer {
    const wait = waits.get(intent.id);
    const isPayment = intent.object === 'payment_intent';
    if (!wait || intent.status !== 'requires_action') {
      return error(
        400,
        'invalid_request_error',
        `This ${isPayment ? 'PaymentIntent' : 'SetupIntent'}'s status is ${String(intent.status)}; it is not waiting for microdeposits.`,
        { code: isPayment ? 'payment_intent_unexpected_state' : 'setup_intent_unexpected_state' },
      );
    }
    const failIntent = (code: string, message: string) => {
      waits.delete(intent.id);
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent[isPayment ? 'last_payment_error' : 'last_setup_error'] = { type: 'invalid_request_error', code, message };
      return microdepositError(code, message);
    };
    if (wait.expired) {
      return failIntent(
        'payment_method_microdeposit_verification_timeout',
        'The microdeposits were not verified within the required time.',
      );
    }
    const amounts = (params.amounts as string[] | undefined)?.map(Number);
    const code = params.descriptor_code as string | undefined;
    if (amounts && amounts.length !== 2) {
      return microdepositError(
        'payment_method_microdeposit_verification_amounts_invalid',
        'You must provide exactly two microdeposit amounts.',
      );
    }
    const right =
      wait.type === 'amounts'
        ? amounts !== undefined && [...amounts].sort((a, b) => a - b).join(',') === fakeMicrodeposits.amounts.join(',')
        : code === fakeMicrodeposits.descriptorCode;
    if (!right) {
      wait.triesLeft -= 1;
      if (wait.triesLeft <= 0) {
        return failIntent(
          'payment_method_microdeposit_verification_attempts_exceeded',
          'You have exceeded the number of allowed verification attempts.',
        );
      }
      return wait.type === 'amounts'
        ? microdepositError(
            'payment_method_microdeposit_verification_amounts_mismatch',
            'The amounts provided do not match the amounts that were sent to the bank account.',
          )
        : microdepositError(
            'payment_method_microdeposit_verification_descriptor_code_mismatch',
            'The verification code provided does not match the one sent to the bank account.',
          );
    }
    waits.delete(intent.id);
    intent.next_action = null;
    // Verified: a payment's debit starts (processing, settling days later); a setup succeeds and
    // its account is the customer's.
    if (isPayment) intent.status = 'processing';
    else {
      intent.status = 'succeeded';
      const method = objects.get(intent.payment_method as string);
      if (method) method.customer = intent.customer;
    }
    return { status: 200, body: intent };
  }

  function route(method: string, path: string, params: Record<string, unknown>): Answer {
    const expand = (params.expand as string[] | undefined) ?? [];
    const tooDeep = expand.find((item) => item.split('.').length > 4);
    if (tooDeep) {
      return error(
        400,
        'invalid_request_error',
        `You cannot expand more than 4 levels of a property. Property: ${tooDeep}`,
      );
    }
    const [, resource, id = '', action] = path.split('/').slice(1);
    const key = [method, resource, id && ':id', action].filter(Boolean).join(' ');
    const metadata = params.metadata ?? {};

    switch (key) {
      case 'POST customers':
        return {
          status: 200,
          body: save({
            id: newId('cus'),
            object: 'customer',
            email: params.email ?? null,
            name: params.name ?? null,
            metadata,
            invoice_settings: { default_payment_method: null },
          }),
        };
      case 'POST customers :id': {
        const customer = find('customer', id);
        if (!customer) return missing('customer', id);
        Object.assign(customer, params);
        return { status: 200, body: customer };
      }
      case 'POST payment_intents': {
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 50) {
          return error(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', {
            code: 'amount_too_small',
            param: 'amount',
          });
        }
        if (params.customer && !find('customer', params.customer as string)) {
          return missing('customer', params.customer as string);
        }
        const intent = newIntent({
          amount,
          currency: params.currency as string,
          customer: params.customer,
          metadata,
          allowed: params.allowed_payment_method_types,
        });
        return { status: 200, body: intent };
      }
      case 'GET payment_intents :id': {
        const intent = find('payment_intent', id);
        return intent ? { status: 200, body: intent } : missing('payment_intent', id);
      }
      case 'POST payment_intents :id cancel': {
        const intent = find('payment_intent', id);
        if (!intent) return missing('payment_intent', id);
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return error(400, 'invalid_request_error', `This PaymentIntent's status is ${intent.status}.`, {
            code: 'payment_intent_unexpected_state',
          });
        }
        Object.assign(intent, { status: 'canceled', cancellation_reason: params.cancellation_reason ?? null });
        return { status: 200, body: intent };
      }
      case 'POST payment_intents :id confirm': {
        const intent = find('payment_intent', id);
        if (!intent) return missing('payment_intent', id);
        if (intent.status === 'succeeded') {
          return error(400, 'invalid_request_error', "This PaymentIntent's status is succeeded.", {
            code: 'payment_intent_unexpected_state',
          });
        }
        const refused = notAllowed(intent.allowed_payment_method_types, params.payment_method as string);
        if (refused) return refused;
        const outcome = charge(intent, params.payment_method as string);
        // A decline is a 402 card error that carries the intent, as Stripe answers it.
        if (outcome === 'declined')
          return error(402, 'card_error', declined.message, { ...declined, payment_intent: intent });
        return { status: 200, body: intent };
      }
      case 'POST payment_methods :id attach':
      case 'POST payment_methods :id detach': {
        const method = find('payment_method', id);
        if (!method) return missing('payment_method', id);
        if (action === 'attach' && !find('customer', params.customer as string)) {
          return missing('customer', params.customer as string);
        }
        // Stripe has a bank account attached by the SetupIntent (or payment) that verified it.
        if (action === 'attach' && method.type === 'us_bank_account') {
          return error(
            400,
            'invalid_request_error',
            'A us_bank_account PaymentMethod is attached to a customer by confirming a SetupIntent with it.',
            { code: 'payment_method_unexpected_state' },
          );
        }
        method.customer = action === 'attach' ? params.customer : null;
        return { status: 200, body: method };
      }
      case 'GET payment_methods :id': {
        const method = find('payment_method', id);
        return method ? { status: 200, body: method } : missing('payment_method', id);
      }
      case 'GET payment_methods': {
        const data = [...objects.values()].filter(
          (object) => object.object === 'payment_method' && object.customer === params.customer,
        );
        return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/payment_methods' } };
      }
      case 'POST prices': {
        const recurring = params.recurring as { interval: string; interval_count?: string };
        return {
          status: 200,
          body: save({
            id: newId('price'),
            object: 'price',
            unit_amount: Number(params.unit_amount),
            currency: params.currency,
            recurring: { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) },
            product: save({ id: newId('prod'), object: 'product', ...(params.product_data as object) }).id,
            metadata,
          }),
        };
      }
      case 'POST subscriptions': {
        const items = params.items as { price: string }[];
        const price = find('price', items[0]?.price ?? '');
        if (!price) return missing('price', items[0]?.price ?? '');
        const trialEnd = trialEndOf(params.trial_end);
        if (trialEnd === 'invalid') return invalidTrialEnd(params.trial_end);
        const subscriptionId = newId('sub');
        const settings = params.payment_settings as { payment_method_types?: string[] } | undefined;
        const created = now();
        // A trial: a $0 invoice, paid, and nothing charged until the trial ends, which becomes the
        // billing cycle anchor. Else the first invoice is open until paid (default_incomplete).
        const invoice = newInvoice({
          subscriptionId,
          customer: params.customer,
          amount: trialEnd === undefined ? (price.unit_amount as number) : 0,
          allowed: settings?.payment_method_types,
          billingReason: 'subscription_create',
          created,
          metadata,
        });
        const anchor = trialEnd ?? created;
        const subscription = save({
          id: subscriptionId,
          object: 'subscription',
          customer: params.customer,
          status: trialEnd === undefined ? 'incomplete' : 'trialing',
          created,
          billing_cycle_anchor: anchor,
          trial_start: trialEnd === undefined ? null : created,
          trial_end: trialEnd ?? null,
          canceled_at: null,
          ended_at: null,
          default_payment_method: params.default_payment_method ?? null,
          payment_settings: {
            payment_method_types: settings?.payment_method_types ?? null,
            save_default_payment_method:
              (params.payment_settings as { save_default_payment_method?: string } | undefined)
                ?.save_default_payment_method ?? 'off',
          },
          latest_invoice: invoice.id,
          metadata,
          items: {
            object: 'list',
            data: [
              {
                id: newId('si'),
                object: 'subscription_item',
                price,
                current_period_start: created,
                current_period_end: trialEnd ?? afterIntervals(anchor, price.recurring as Recurring, 1),
              },
            ],
          },
        });
        return { status: 200, body: subscriptionView(subscription, expand) };
      }
      case 'GET subscriptions :id':
      case 'DELETE subscriptions :id': {
        const subscription = find('subscription', id);
        if (!subscription) return missing('subscription', id);
        if (method === 'DELETE') {
          if (subscription.status === 'canceled') {
            return error(400, 'invalid_request_error', 'This subscription is already canceled.', {
              code: 'resource_canceled',
            });
          }
          Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
        }
        return { status: 200, body: subscriptionView(subscription, expand) };
      }
      case 'GET invoices :id': {
        const invoice = find('invoice', id);
        return invoice ? { status: 200, body: invoiceView(invoice, expand) } : missing('invoice', id);
      }
      case 'POST invoices :id pay': {
        const invoice = find('invoice', id);
        if (!invoice) return missing('invoice', id);
        if (invoice.status === 'paid') return error(400, 'invalid_request_error', 'Invoice is already paid');
        const invoiceIntent = objects.get(invoice.intentId as string)!;
        const refused = notAllowed(invoiceIntent.allowed_payment_method_types, params.payment_method as string);
        if (refused) return refused;
        const outcome = charge(invoiceIntent, params.payment_method as string);
        // invoices.pay reports a decline or a needed authentication as a card error, without the intent.
        if (outcome === 'declined') return error(402, 'card_error', declined.message, declined);
        if (outcome === 'requires_action') {
          return error(402, 'card_error', 'This payment requires additional user action before it can be completed.', {
            code: 'invoice_payment_intent_requires_action',
          });
        }
        // A bank debit leaves the invoice open (payment pending) and the subscription incomplete.
        if (outcome === 'processing') return { status: 200, body: invoiceView(invoice, expand) };
        invoice.status = 'paid';
        const subscription = find(
          'subscription',
          (invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription,
        );
        if (subscription) subscription.status = 'active';
        return { status: 200, body: invoiceView(invoice, expand) };
      }
      case 'POST subscriptions :id': {
        const subscription = find('subscription', id);
        if (!subscription) return missing('subscription', id);
        if (subscription.status === 'canceled') {
          return error(
            400,
            'invalid_request_error',
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        }
        const trialEnd = trialEndOf(params.trial_end);
        if (trialEnd === 'invalid') return invalidTrialEnd(params.trial_end);
        const [item] = (subscription.items as { data: Record<string, unknown>[] }).data;
        const changed = (params.items as { id?: string; price?: string }[] | undefined)?.[0];
        if (changed?.price) {
          const price = find('price', changed.price);
          if (!price) return missing('price', changed.price);
          // An item named by its id takes the new price (an item without an id would be added).
          if (!item || changed.id !== item.id) {
            return error(400, 'invalid_request_error', 'This fake replaces the one item by its id only.');
          }
          item.price = price;
        }
        // A trial until then: nothing is charged before it, and it becomes the billing cycle anchor.
        if (trialEnd !== undefined && item) {
          Object.assign(subscription, { status: 'trialing', trial_end: trialEnd, billing_cycle_anchor: trialEnd });
          subscription.trial_start ??= now();
          item.current_period_end = trialEnd;
        }
        const settings = params.payment_settings as { payment_method_types?: string[] } | undefined;
        if (params.default_payment_method) subscription.default_payment_method = params.default_payment_method;
        if (settings?.payment_method_types) {
          subscription.payment_settings = {
            ...(subscription.payment_settings as object),
            payment_method_types: settings.payment_method_types,
          };
          const invoice = objects.get(subscription.latest_invoice as string);
          const open = invoice?.status === 'open' ? objects.get(invoice.intentId as string) : undefined;
          if (open) open.allowed_payment_method_types = settings.payment_method_types;
        }
        return { status: 200, body: subscriptionView(subscription, expand) };
      }
      case 'GET invoice_payments': {
        // The invoice payments naming a payment intent (Stripe's way from an intent to its invoice).
        const wanted = (params.payment as { payment_intent?: string } | undefined)?.payment_intent;
        const data = [...objects.values()]
          .filter((object) => object.object === 'invoice' && object.intentId === wanted)
          .map((invoice) => {
            const { payments: _payments, ...bare } = invoiceView(invoice, []);
            return {
              id: `inpay_${invoice.id}`,
              object: 'invoice_payment',
              created: invoice.created,
              is_default: true,
              invoice: expand.includes('data.invoice') ? bare : invoice.id,
              payment: { type: 'payment_intent', payment_intent: wanted },
            };
          });
        return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' } };
      }
      case 'POST setup_intents': {
        if (!find('customer', params.customer as string)) return missing('customer', params.customer as string);
        const setupId = newId('seti');
        return {
          status: 200,
          body: save({
            id: setupId,
            object: 'setup_intent',
            status: 'requires_payment_method',
            client_secret: `${setupId}_secret_${randomBytes(8).toString('hex')}`,
            customer: params.customer,
            payment_method: null,
            allowed_payment_method_types: params.allowed_payment_method_types ?? ['card'],
            usage: params.usage ?? 'off_session',
            metadata,
            next_action: null,
            created: now(),
          }),
        };
      }
      case 'GET setup_intents :id': {
        const intent = find('setup_intent', id);
        return intent ? { status: 200, body: intent } : missing('setup_intent', id);
      }
      case 'POST payment_intents :id verify_microdeposits':
      case 'POST setup_intents :id verify_microdeposits': {
        const kind = resource === 'payment_intents' ? 'payment_intent' : 'setup_intent';
        const intent = find(kind, id);
        if (!intent) return missing(kind, id);
        return verify(intent, params);
      }
      case 'POST refunds': {
        const intent = find('payment_intent', params.payment_intent as string);
        if (!intent) return missing('payment_intent', params.payment_intent as string);
        const amount = params.amount === undefined ? intent.amount : Number(params.amount);
        return {
          status: 200,
          body: save({
            id: newId('re'),
            object: 'refund',
            amount,
            payment_intent: intent.id,
            status: 'succeeded',
            metadata,
          }),
        };
      }
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function answer(request: http.IncomingMessage, body: string): Answer {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const text = method === 'POST' ? body : url.search.slice(1);
    const params = decodeParams(text);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      stripeVersion: request.headers['stripe-version'] as string | undefined,
    });
    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
    }
    if (failNext !== undefined) {
      const status = failNext;
      failNext = undefined;
      return error(status, 'api_error', 'An unknown error occurred');
    }
    if (method !== 'POST' || !idempotencyKey) return route(method, url.pathname, params);
    // Stripe replays a key's first answer to the same parameters and refuses other parameters.
    const earlier = replies.get(idempotencyKey);
    if (earlier) {
      if (earlier.params === text) return earlier.answer;
      return error(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    const first = route(method, url.pathname, params);
    replies.set(idempotencyKey, { params: text, answer: structuredClone(first) });
    return first;
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const { status, body: json } = answer(request, body);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    /** What the gateway factory needs to call this fake instead of Stripe. */
    connection: {
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      protocol: 'http' as const,
      secretKey: FAKE_SECRET_KEY,
    },
    requests,
    /** A stored object as Stripe would put it in an event (no expansions). */
    object: snapshot,
    advanceTo,
    /**
     * What Stripe.js does in the browser with a setup intent's client secret: collects the account
     * (Financial Connections) and confirms it. Verified at once, the intent succeeds and the
     * account is attached to its customer; else it waits for micro-deposits (requires_action).
     */
    confirmSetupIntent(
      id: string,
      paymentMethod: string,
      outcome: 'succeeded' | 'microdeposits' = 'succeeded',
      type: MicrodepositType = 'descriptor_code',
    ) {
      const intent = objects.get(id);
      const method = objects.get(paymentMethod);
      if (intent?.object !== 'setup_intent' || !method) throw new Error(`no setup intent ${id} or method`);
      intent.payment_method = paymentMethod;
      if (outcome === 'microdeposits') {
        awaitMicrodeposits(intent, type);
        return;
      }
      intent.status = 'succeeded';
      intent.next_action = null;
      method.customer = intent.customer;
    },
    /**
     * What Stripe.js does with a gift's intent when the account it collected cannot be verified at
     * once: confirmed, the intent waits for micro-deposits (requires_action) and debits nothing yet.
     */
    confirmPaymentWithMicrodeposits(id: string, paymentMethod: string, type: MicrodepositType = 'amounts') {
      const intent = objects.get(id);
      if (intent?.object !== 'payment_intent' || objects.get(paymentMethod)?.type !== 'us_bank_account') {
        throw new Error(`no payment intent ${id} or bank account ${paymentMethod}`);
      }
      intent.payment_method = paymentMethod;
      awaitMicrodeposits(intent, type);
    },
    /** Ten days pass without the deposits verified: the next try times out, as Stripe's does. */
    expireMicrodeposits(id: string) {
      const wait = waits.get(id);
      if (wait) wait.expired = true;
    },
    /** The next request answers this 5xx (once), as a Stripe outage would. */
    failNextWith(status: number) {
      failNext = status;
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeStripeApi = Awaited<ReturnType<typeof startFakeStripeApi>>;
