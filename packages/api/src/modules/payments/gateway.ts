import type { Tx } from '../../db/types';

/**
 * What the API needs of a payment provider, shaped after the Stripe calls it makes (camel-cased,
 * amounts in integer cents). Implementations: the sandbox (default, offline, state in our
 * database); a Stripe one behind the same interface is future work (decision 0019).
 */
export interface PaymentGateway {
  readonly mode: 'sandbox' | 'stripe';
  /** What the browser's card field needs; null in sandbox mode. */
  readonly publishableKey: string | null;

  createCustomer(params: CreateCustomerParams, options: IdempotencyOptions): Promise<GatewayCustomer>;
  createPaymentIntent(params: CreatePaymentIntentParams, options: IdempotencyOptions): Promise<GatewayPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent | undefined>;
  /** A decline or failed authentication answers the intent with `lastPaymentError`, not an error. */
  confirmPaymentIntent(
    id: string,
    params: { paymentMethodId: string },
    options: IdempotencyOptions,
  ): Promise<GatewayPaymentIntent>;

  attachPaymentMethod(id: string, params: { customerId: string }): Promise<GatewayCard>;
  detachPaymentMethod(id: string): Promise<GatewayCard>;
  listPaymentMethods(customerId: string): Promise<GatewayCard[]>;

  /** Refunds a succeeded intent: `amount` cents of it, or what is left of it. */
  createRefund(params: CreateRefundParams, options: IdempotencyOptions): Promise<GatewayRefund>;

  /** Verifies the `t=...,v1=...` signature of a webhook on its raw body; throws WebhookSignatureError. */
  constructEvent(rawBody: string, signatureHeader: string | undefined): GatewayEvent;
}

/** Every call that creates or moves money carries one; a retry with it changes nothing. */
export interface IdempotencyOptions {
  idempotencyKey: string;
}

export interface CreateCustomerParams {
  email: string;
  name: string;
  metadata?: Record<string, string>;
}

export interface CreatePaymentIntentParams {
  /** Integer cents. */
  amount: number;
  currency: 'usd';
  customerId?: string;
  metadata?: Record<string, string>;
  receiptEmail?: string;
}

export interface CreateRefundParams {
  paymentIntentId: string;
  /** Integer cents; unset: everything not refunded yet. */
  amount?: number;
  metadata?: Record<string, string>;
}

export interface GatewayCustomer {
  id: string;
  email: string;
  name: string;
  metadata: Record<string, string>;
}

export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface GatewayPaymentError {
  code: string;
  message: string;
  declineCode?: string;
}

export interface GatewayPaymentIntent {
  id: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  clientSecret: string;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  nextAction: { type: string } | null;
  lastPaymentError: GatewayPaymentError | null;
}

export interface GatewayCard {
  id: string;
  customerId: string | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}

export interface GatewayRefund {
  id: string;
  paymentIntentId: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Record<string, string>;
}

/** A provider event, normalised: `data.object` is one of the objects above. */
export interface GatewayEvent {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

/** Runs inside the transaction that records the event id, so it happens once or not at all. */
export type PaymentEventHandler = (event: GatewayEvent, tx: Tx) => Promise<void>;

/** A provider refusal the caller can show (HTTP-like status, provider code and message). */
export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'Webhook signature is invalid') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
