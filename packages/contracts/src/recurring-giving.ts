import * as v from 'valibot';
import { PaymentCardSchema, PaymentErrorSchema, paymentIntentStatuses } from './payments';

const id = v.pipe(v.number(), v.integer());

/** A required positive id in a query string (?givingPlanId=3). */
function queryId(name: string) {
  return v.pipe(
    v.string(`${name} is required`),
    v.regex(/^\d{1,9}$/, `${name} is invalid`),
    v.transform(Number),
    v.minValue(1, `${name} is invalid`),
  );
}

const gatewayId = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.nonEmpty(`${name} is required`), v.maxLength(255, `${name} is invalid`));

/** POST /api/givings/subscription-subject?givingPlanId=&givingTypeId= */
export const SubscriptionSubjectQuerySchema = v.object({
  givingPlanId: queryId('Giving plan'),
  givingTypeId: queryId('Giving type'),
});
export type SubscriptionSubjectQuery = v.InferOutput<typeof SubscriptionSubjectQuerySchema>;

/** Spec section 3 'Subscription data': what the recurring wizard subscribes with. */
export const SubscriptionDataSchema = v.object({
  /** The member's customer at the gateway. */
  customerId: v.string(),
  /** The gateway's monthly price for this plan amount and giving type. */
  priceId: v.string(),
  givingPlanId: id,
  givingTypeId: id,
});
export type SubscriptionData = v.InferOutput<typeof SubscriptionDataSchema>;

/** POST /api/givings/create-subscription: the payment method is the gateway's id (pm_...). */
export const CreateSubscriptionSchema = v.object({
  customerId: gatewayId('Customer'),
  paymentMethodId: gatewayId('Payment method'),
  priceId: gatewayId('Price'),
});
export type CreateSubscription = v.InferOutput<typeof CreateSubscriptionSchema>;

/** POST /api/givings/retry-invoice: pay the remembered open invoice with another card. */
export const RetryInvoiceSchema = v.object({
  customerId: gatewayId('Customer'),
  paymentMethodId: gatewayId('Payment method'),
  invoiceId: gatewayId('Invoice'),
});
export type RetryInvoice = v.InferOutput<typeof RetryInvoiceSchema>;

export const invoiceStatuses = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/**
 * An invoice as the wizard reads it: its payment intent's status decides the next step
 * (succeeded: done; requires_action: confirm the card in the browser with clientSecret;
 * requires_payment_method: 'Your card was declined.', remember the invoice and retry it).
 */
export const InvoiceViewSchema = v.object({
  id: v.string(),
  status: v.picklist(invoiceStatuses),
  paymentIntent: v.nullable(
    v.object({
      id: v.string(),
      status: v.picklist(paymentIntentStatuses),
      clientSecret: v.string(),
      lastPaymentError: v.nullable(PaymentErrorSchema),
    }),
  ),
});
export type InvoiceView = v.InferOutput<typeof InvoiceViewSchema>;

export const subscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'active',
  'past_due',
  'unpaid',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** What create-subscription answers: done when status is active. */
export const SubscriptionViewSchema = v.object({
  id: v.string(),
  status: v.picklist(subscriptionStatuses),
  latestInvoice: InvoiceViewSchema,
});
export type SubscriptionView = v.InferOutput<typeof SubscriptionViewSchema>;

/** GET /api/recurring-givings/current: the member's monthly gifts, newest first. */
export const RecurringGivingSchema = v.object({
  id,
  /** Dollars a month. */
  amount: v.number(),
  givingTypeName: v.string(),
  /** The card that pays it: the one it started with, then the one that paid the latest month. */
  card: v.nullable(PaymentCardSchema),
  status: v.picklist(subscriptionStatuses),
  /** ISO 8601. */
  creationDate: v.string(),
  /** ISO 8601; null unless active. */
  nextPaymentDate: v.nullable(v.string()),
});
export type RecurringGiving = v.InferOutput<typeof RecurringGivingSchema>;
export const RecurringGivingListSchema = v.array(RecurringGivingSchema);

export const RecurringGivingIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Recurring giving id is invalid'), v.transform(Number)),
});
