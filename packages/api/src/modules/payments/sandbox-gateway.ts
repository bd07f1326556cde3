import { createHash, randomBytes } from 'node:crypto';
import { sandboxTestCards, type SandboxCreatePaymentMethod } from '@church/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/types';
import {
  GatewayError,
  type CreateCustomerParams,
  type CreatePaymentIntentParams,
  type CreateRefundParams,
  type GatewayCard,
  type GatewayCustomer,
  type GatewayEvent,
  type GatewayPaymentIntent,
  type GatewayRefund,
  type IdempotencyOptions,
  type PaymentGateway,
} from './gateway';
import { sandboxIdempotencyKeys, sandboxObjects } from './payments.table';
import { signWebhookPayload, verifyWebhookSignature } from './webhook-signature';

/** What a sandbox card does when charged: the provider's test cards, by number. */
type CardBehaviour = 'succeed' | 'decline' | 'authenticate';
interface SandboxCard extends GatewayCard {
  behaviour: CardBehaviour;
}

export const sandboxMessages = {
  declined: 'Your card was declined.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  invalidNumber: 'Your card number is invalid.',
  expired: "Your card's expiration year is in the past.",
  idempotencyMismatch:
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
} as const;

export interface SandboxGatewayOptions {
  db: Db;
  webhookSecret: string;
  /** Posts a signed event to our webhook endpoint; failures are the caller's to log. */
  deliver(payload: string, signature: string): Promise<void>;
  now?: () => Date;
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/**
 * The offline gateway: the provider's test-mode behaviour for the calls we make, with its state
 * in our database and its events signed like Stripe's and posted to our own webhook endpoint
 * after the change commits.
 */
export function createSandboxGateway(options: SandboxGatewayOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

  async function load<T>(kind: string, id: string, tx: DbOrTx = db, forUpdate = false): Promise<T | undefined> {
    const query = tx
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row?.data as T | undefined;
  }

  async function save(kind: string, object: { id: string } & object, tx: DbOrTx): Promise<void> {
    await tx
      .insert(sandboxObjects)
      .values({ id: object.id, kind, data: object })
      .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: object } });
  }

  const noSuch = (kind: string, id: string) => new GatewayError(404, 'resource_missing', `No such ${kind}: '${id}'`);

  async function mustLoad<T>(kind: string, id: string, tx: DbOrTx, forUpdate = false): Promise<T> {
    const object = await load<T>(kind, id, tx, forUpdate);
    if (!object) throw noSuch(kind, id);
    return object;
  }

  function makeEvent(type: string, object: object): GatewayEvent {
    return {
      id: newId('evt'),
      type,
      created: Math.floor(now().getTime() / 1000),
      data: { object: structuredClone(object) as Record<string, unknown> },
    };
  }

  /**
   * Runs `work` in a transaction; with a key, a repeat with the same parameters answers the
   * first response (a concurrent repeat waits on the key's row), other parameters are refused.
   * Events the work produced are delivered once it commits.
   */
  async function run<T>(
    operation: string,
    params: unknown,
    idempotency: IdempotencyOptions | undefined,
    work: (tx: DbOrTx, events: GatewayEvent[]) => Promise<T>,
  ): Promise<T> {
    const events: GatewayEvent[] = [];
    const result = await db.transaction(async (tx) => {
      if (!idempotency) return work(tx, events);
      const paramsHash = createHash('sha256')
        .update(JSON.stringify([operation, params]))
        .digest('hex');
      const key = idempotency.idempotencyKey;
      const claimed = await tx
        .insert(sandboxIdempotencyKeys)
        .values({ key, operation, paramsHash })
        .onConflictDoNothing()
        .returning({ key: sandboxIdempotencyKeys.key });
      if (claimed.length === 0) {
        const [earlier] = await tx.select().from(sandboxIdempotencyKeys).where(eq(sandboxIdempotencyKeys.key, key));
        if (!earlier || earlier.paramsHash !== paramsHash || earlier.response === null) {
          throw new GatewayError(400, 'idempotency_error', sandboxMessages.idempotencyMismatch);
        }
        return earlier.response as T;
      }
      const response = await work(tx, events);
      await tx.update(sandboxIdempotencyKeys).set({ response }).where(eq(sandboxIdempotencyKeys.key, key));
      return response;
    });
    for (const event of events) {
      await db.transaction((tx) => save('event', event, tx));
      const payload = JSON.stringify(event);
      await options.deliver(payload, signWebhookPayload(options.webhookSecret, payload));
    }
    return result;
  }

  function publicCard(card: SandboxCard): GatewayCard {
    return { id: card.id, customerId: card.customerId, card: card.card };
  }

  /** Charges `card` for `intent`: the test card decides. */
  function charge(intent: GatewayPaymentIntent, card: SandboxCard, events: GatewayEvent[]): GatewayPaymentIntent {
    const charged: GatewayPaymentIntent = {
      ...intent,
      paymentMethodId: card.id,
      nextAction: null,
      lastPaymentError: null,
    };
    if (card.behaviour === 'decline') {
      charged.status = 'requires_payment_method';
      charged.lastPaymentError = {
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: sandboxMessages.declined,
      };
      events.push(makeEvent('payment_intent.payment_failed', charged));
    } else if (card.behaviour === 'authenticate') {
      charged.status = 'requires_action';
      charged.nextAction = { type: 'sandbox_authentication' };
    } else {
      charged.status = 'succeeded';
      events.push(makeEvent('payment_intent.succeeded', charged));
    }
    return charged;
  }

  const gateway = {
    mode: 'sandbox' as const,
    publishableKey: null,
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
        const intent: GatewayPaymentIntent = {
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
        };
        await save('payment_intent', intent, tx);
        return intent;
      });
    },

    retrievePaymentIntent: (id: string) => load<GatewayPaymentIntent>('payment_intent', id),

    confirmPaymentIntent(
      id: string,
      params: { paymentMethodId: string },
      idempotency: IdempotencyOptions,
    ): Promise<GatewayPaymentIntent> {
      return run('confirmPaymentIntent', { id, ...params }, idempotency, async (tx, events) => {
        const intent = await mustLoad<GatewayPaymentIntent>('payment_intent', id, tx, true);
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
        const charged = charge(intent, card, events);
        await save('payment_intent', charged, tx);
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

    createRefund(params: CreateRefundParams, idempotency: IdempotencyOptions): Promise<GatewayRefund> {
      return run('createRefund', params, idempotency, async (tx, events) => {
        const intent = await mustLoad<GatewayPaymentIntent & { amountRefunded?: number }>(
          'payment_intent',
          params.paymentIntentId,
          tx,
          true,
        );
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
        events.push(makeEvent('refund.succeeded', refund));
        return refund;
      });
    },

    constructEvent(rawBody: string, signatureHeader: string | undefined): GatewayEvent {
      verifyWebhookSignature(options.webhookSecret, rawBody, signatureHeader, Math.floor(now().getTime() / 1000));
      return JSON.parse(rawBody) as GatewayEvent;
    },

    // The provider's browser side, which Stripe.js and Elements do in Stripe mode.

    /** Tokenises a card: the number is read for its brand, last 4 and test behaviour, never kept. */
    createPaymentMethod(input: SandboxCreatePaymentMethod): Promise<GatewayCard> {
      const number = input.card.number.replace(/\s/g, '');
      if (!luhn(number)) return Promise.reject(new GatewayError(402, 'invalid_number', sandboxMessages.invalidNumber));
      const today = now();
      const { expMonth, expYear } = input.card;
      if (
        expYear < today.getUTCFullYear() ||
        (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1)
      ) {
        return Promise.reject(new GatewayError(402, 'invalid_expiry_year', sandboxMessages.expired));
      }
      const behaviour: CardBehaviour =
        number === sandboxTestCards.declined
          ? 'decline'
          : number === sandboxTestCards.requiresAuthentication
            ? 'authenticate'
            : 'succeed';
      const card: SandboxCard = {
        id: newId('pm'),
        customerId: null,
        card: { brand: cardBrand(number), last4: number.slice(-4), expMonth, expYear },
        behaviour,
      };
      return run('createPaymentMethod', null, undefined, async (tx) => {
        await save('payment_method', card, tx);
        return publicCard(card);
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

    /** The sandbox authentication step (3-D Secure in Stripe): approve or fail a requires_action intent. */
    authenticate(id: string, clientSecret: string, approve: boolean): Promise<GatewayPaymentIntent> {
      return run('authenticate', { id, approve }, undefined, async (tx, events) => {
        const intent = await mustLoad<GatewayPaymentIntent>('payment_intent', id, tx, true);
        if (intent.clientSecret !== clientSecret) throw noSuch('payment_intent', id);
        if (intent.status !== 'requires_action') {
          throw new GatewayError(
            400,
            'payment_intent_unexpected_state',
            `This PaymentIntent's status is ${intent.status}, so it cannot be authenticated.`,
          );
        }
        const done: GatewayPaymentIntent = { ...intent, nextAction: null };
        if (approve) {
          done.status = 'succeeded';
          events.push(makeEvent('payment_intent.succeeded', done));
        } else {
          done.status = 'requires_payment_method';
          done.lastPaymentError = {
            code: 'payment_intent_authentication_failure',
            message: sandboxMessages.authenticationFailed,
          };
          events.push(makeEvent('payment_intent.payment_failed', done));
        }
        await save('payment_intent', done, tx);
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

function luhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand by the number's prefix, as the provider reports it. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^(36|38|30[0-5])/.test(number)) return 'diners';
  if (/^35/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}
