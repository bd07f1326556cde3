import type { PaymentCard, RecurringSchedule } from '@church/contracts';
import type { Tx } from '../../db/types';

/**
 * What the API needs of a payment provider, shaped after the Stripe calls it makes (camel-cased,
 * amounts in integer cents). Implementations: the sandbox (default, offline, state in our
 * database) and Stripe (official SDK, chosen when its keys are configured; decision 0019).
 */
export interface PaymentGateway {
  readonly mode: 'sandbox' | 'stripe';
  /** What the browser's card field needs; null in sandbox mode. */
  readonly publishableKey: string | null;
  /**
   * How a gift on the 1st and 15th is kept: one subscription on a price of that schedule (the
   * sandbox), or two monthly ones on the same price, one billed on the 1st and one on the 15th
   * (Stripe, which has no twice-a-month interval; its createPrice makes that price monthly).
   */
  readonly firstAndFifteenth: 'one-subscription' | 'two-monthly-subscriptions';

  createCustomer(params: CreateCustomerParams, options: IdempotencyOptions): Promise<GatewayCustomer>;
  createPaymentIntent(params: CreatePaymentIntentParams, options: IdempotencyOptions): Promise<GatewayPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<GatewayPaymentIntent | undefined>;
  /** Stops an unpaid intent for good; cancelling a canceled one answers it as it is. */
  cancelPaymentIntent(id: string): Promise<GatewayPaymentIntent>;
  /** A decline or failed authentication answers the intent with `lastPaymentError`, not an error. */
  confirmPaymentIntent(
    id: string,
    params: { paymentMethodId: string },
    options: IdempotencyOptions,
  ): Promise<GatewayPaymentIntent>;

  attachPaymentMethod(id: string, params: { customerId: string }): Promise<GatewayCard>;
  /** A card by id, attached or not (a detached card still tells which card paid a gift). */
  retrievePaymentMethod(id: string): Promise<GatewayCard | undefined>;
  detachPaymentMethod(id: string): Promise<GatewayCard>;
  listPaymentMethods(customerId: string): Promise<GatewayCard[]>;

  /** Makes the card the customer's default for invoices (subscriptions charge it). */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;

  /** A recurring price (a Stripe Product + Price); the key makes it once per amount, type and schedule. */
  createPrice(params: CreatePriceParams, options: IdempotencyOptions): Promise<GatewayPrice>;

  /**
   * A subscription with payment_behavior default_incomplete: it stays `incomplete` until its
   * first invoice is paid (see payInvoice), then becomes `active`.
   */
  createSubscription(params: CreateSubscriptionParams, options: IdempotencyOptions): Promise<GatewaySubscription>;
  retrieveSubscription(id: string): Promise<GatewaySubscription | undefined>;
  /** Cancels at once; a canceled subscription stays canceled. */
  cancelSubscription(id: string): Promise<GatewaySubscription>;
  /**
   * Another price (amount, schedule) or card from the next charge on: nothing is charged now,
   * and the next charge stays on its day (a new schedule counts from that day).
   */
  updateSubscription(
    id: string,
    params: UpdateSubscriptionParams,
    options: IdempotencyOptions,
  ): Promise<GatewaySubscription>;

  /**
   * Attempts an open invoice with the card (first payment, or a retry after a decline). A
   * decline or a needed authentication answers the invoice with its intent's status and
   * `lastPaymentError`, not an error.
   */
  payInvoice(id: string, params: { paymentMethodId: string }, options: IdempotencyOptions): Promise<GatewayInvoice>;
  retrieveInvoice(id: string): Promise<GatewayInvoice | undefined>;

  /**
   * What the browser needs to save a customer's US bank account for later charges (Stripe: a
   * SetupIntent of `us_bank_account`; Stripe.js collects the account in Stripe's own dialog and
   * confirms it). The sandbox's bank accounts are typed in and tokenised instead: it answers one
   * it never confirms.
   */
  createSetupIntent(params: CreateSetupIntentParams, options: IdempotencyOptions): Promise<GatewaySetupIntent>;

  /** Refunds a succeeded intent: `amount` cents of it, or what is left of it. */
  createRefund(params: CreateRefundParams, options: IdempotencyOptions): Promise<GatewayRefund>;

  /** Verifies the `t=...,v1=...` signature of a webhook on its raw body; throws WebhookSignatureError. */
  constructEvent(rawBody: string, signatureHeader: string | undefined): GatewayEvent;
  /**
   * Fills in what a verified event leaves out and its handlers need, asked of the provider before
   * they run (outside their transaction, so a failure is a 500 and the provider sends it again).
   * Stripe: a bank debit's intent names neither the subscription nor the invoice it pays, so a
   * renewal's payment_intent.processing is completed from the invoice payment naming the intent.
   * The sandbox's intents name both: it has no such step.
   */
  completeEvent?(event: GatewayEvent): Promise<GatewayEvent>;

  /**
   * Micro-deposits (decision 0109; Stripe only, the sandbox's accounts are verified at once): a
   * setup intent as it is now, and the holder's two amounts in cents or the deposit's descriptor
   * code checked by the provider. A wrong entry, too many of them or an expired wait is a
   * GatewayError with the provider's code (payment_method_microdeposit_verification_*).
   */
  retrieveSetupIntent?(id: string): Promise<GatewaySetupIntent | undefined>;
  verifyMicrodeposits?(
    intent: { kind: 'payment' | 'setup'; id: string },
    entry: MicrodepositEntry,
  ): Promise<GatewayPaymentIntent | GatewaySetupIntent>;
}

/** What the holder read on their statement: two deposits in cents, or one deposit's code (SM....). */
export type MicrodepositEntry = { amounts: [number, number] } | { descriptorCode: string };

/**
 * Stripe's next_action.verify_with_microdeposits: the account could not be verified at once, and
 * small deposits were sent to it; the holder enters them (or confirms on the hosted page).
 */
export interface VerifyWithMicrodeposits {
  /** Unix seconds when the deposits should land. */
  arrivalDate: number | null;
  hostedVerificationUrl: string;
  /** Two amounts, or one deposit whose descriptor holds a code; Stripe may leave it null (amounts). */
  microdepositType: 'amounts' | 'descriptor_code';
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
  /**
   * The kinds of method that may pay it (Stripe's payment_method_types; card when unset): a gift
   * covering a fee is charged for the method the fee was computed for, and only that one.
   */
  paymentMethodTypes?: GatewayPaymentMethodType[];
  customerId?: string;
  metadata?: Record<string, string>;
  receiptEmail?: string;
}

export interface CreateSetupIntentParams {
  customerId: string;
  /** Only bank accounts are set up this way; cards are saved from the card field. */
  paymentMethodTypes: ['us_bank_account'];
  metadata?: Record<string, string>;
}

export interface GatewaySetupIntent {
  id: string;
  clientSecret: string;
  status:
    'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  customerId: string | null;
  /** Set once the account is collected; attached to the customer once the intent succeeded. */
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  /** requires_action waiting for micro-deposits (absent otherwise; the sandbox never waits). */
  verifyWithMicrodeposits?: VerifyWithMicrodeposits;
}

export interface CreateRefundParams {
  paymentIntentId: string;
  /** Integer cents; unset: everything not refunded yet. */
  amount?: number;
  metadata?: Record<string, string>;
}

export interface CreatePriceParams {
  /** Integer cents each charge. */
  unitAmount: number;
  currency: 'usd';
  /**
   * Stripe: weekly, every two weeks, monthly, quarterly and yearly are its intervals (and counts);
   * the 1st and 15th is a monthly price its two subscriptions share (`firstAndFifteenth`).
   */
  schedule: RecurringSchedule;
  /** Shown on the provider's dashboard and receipts, e.g. 'Tithe: $50.00 monthly'. */
  productName: string;
  metadata?: Record<string, string>;
}

export interface GatewayPrice {
  id: string;
  unitAmount: number;
  currency: string;
  schedule: RecurringSchedule;
  metadata: Record<string, string>;
}

export interface CreateSubscriptionParams {
  customerId: string;
  priceId: string;
  /** Becomes the subscription's default payment method. */
  paymentMethodId: string;
  metadata?: Record<string, string>;
  /**
   * What kind of method pays it (card when unset): Stripe refuses to charge an invoice from a
   * method its subscription's payment_method_types do not name, so a bank account must be named.
   */
  paymentMethodType?: GatewayPaymentMethodType;
  /**
   * Unix seconds of the first charge when later than now (Stripe: the trial's end): the
   * subscription is `trialing` with nothing to pay until then.
   */
  startAt?: number;
}

export interface UpdateSubscriptionParams {
  priceId?: string;
  /**
   * Unix seconds of the next charge when the price changes (Stripe: the trial's end, which becomes
   * the billing cycle anchor); unset, the next charge keeps its day.
   */
  nextChargeAt?: number;
  /** Becomes the subscription's default payment method (attached to its customer). */
  paymentMethodId?: string;
  /** The kind of that method, so the subscription may charge it (see CreateSubscriptionParams). */
  paymentMethodType?: GatewayPaymentMethodType;
}

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled';

export interface GatewaySubscription {
  id: string;
  customerId: string;
  priceId: string;
  status: SubscriptionStatus;
  /** Unix seconds; the end of the paid period or of the trial (the next charge). */
  currentPeriodEnd: number | null;
  metadata: Record<string, string>;
  latestInvoice: GatewayInvoice;
  /** The payment method its invoices are charged to, when the gateway says (Stripe does). */
  defaultPaymentMethodId?: string | null;
}

export interface GatewayInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  /** Integer cents. */
  amountDue: number;
  /** The intent that pays it; its client secret lets the browser authenticate the card. */
  paymentIntent: GatewayPaymentIntent | null;
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
  /** requires_action waiting for micro-deposits: where and how the holder verifies (absent otherwise). */
  verifyWithMicrodeposits?: VerifyWithMicrodeposits;
  lastPaymentError: GatewayPaymentError | null;
  /**
   * Why a canceled intent was canceled: 'abandoned' when we canceled it (the donor chose another
   * method or amount), another reason (or none) when the provider did. Absent until canceled.
   */
  cancellationReason?: string | null;
  /**
   * The subscription and invoice it pays, when it pays one and the gateway says so: the sandbox
   * does; Stripe's intents name neither, so there a recurring bank debit is recorded once it
   * settles (invoice.paid), with no Pending row before.
   */
  subscriptionId?: string;
  invoiceId?: string;
  /**
   * The card that was charged, when the gateway sends it along (the sandbox always does; Stripe
   * only with `payment_method` expanded, so its events need retrievePaymentMethod).
   */
  paymentCard?: PaymentCard;
}

/** What a gift's history and a monthly gift show of the card that paid it. */
export type { PaymentCard };

/** A card, or a US bank account paid by ACH (Stripe's us_bank_account). */
export type GatewayPaymentMethodType = 'card' | 'us_bank_account';

/**
 * A saved payment method. A bank account (`type` us_bank_account) carries its bank's name and
 * the account's last 4 in `card` (brand and last4; no expiry, 0), so every list of methods reads
 * the same two fields.
 */
export interface GatewayCard {
  id: string;
  customerId: string | null;
  type?: GatewayPaymentMethodType;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}

export interface GatewayRefund {
  id: string;
  paymentIntentId: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Record<string, string>;
}

/**
 * The events the API handles, whichever gateway sent them. `constructEvent` normalises
 * `data.object` to our shapes (a Stripe object is camel-cased and mapped the same way):
 * - payment_intent.succeeded, payment_intent.payment_failed, payment_intent.processing (a bank
 *   payment waiting to settle), payment_intent.canceled: GatewayPaymentIntent
 * - refund.succeeded: GatewayRefund (Stripe: a refund.created/refund.updated whose status is succeeded)
 * - invoice.paid: GatewayInvoice (with subscriptionId; paymentIntent may be null)
 * - customer.subscription.updated, customer.subscription.deleted: GatewaySubscriptionEventObject
 * - setup_intent.succeeded: GatewaySetupIntent (a bank account verified later, by micro-deposits)
 * - payment_intent.requires_action, setup_intent.requires_action, setup_intent.setup_failed,
 *   setup_intent.canceled: the intent (a bank account waiting for micro-deposits, and its end)
 * Other types are acknowledged and ignored.
 */
export const gatewayEventTypes = [
  'payment_intent.succeeded',
  'payment_intent.processing',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.requires_action',
  'setup_intent.requires_action',
  'setup_intent.setup_failed',
  'setup_intent.canceled',
  'refund.succeeded',
  'invoice.paid',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'setup_intent.succeeded',
] as const;

/** A subscription in an event: its latest invoice is only an id there. */
export type GatewaySubscriptionEventObject = Omit<GatewaySubscription, 'latestInvoice' | 'defaultPaymentMethodId'> & {
  latestInvoiceId: string | null;
};

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
