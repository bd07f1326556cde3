import * as v from 'valibot';
import { daySchema } from './date-inputs';
import { GiftAmountSchema } from './giving';
import { givingMessages } from './giving-constants';
import { entityIdSchema } from './ids';
import { PaymentCardSchema, PaymentErrorSchema, paymentIntentStatuses } from './payments';
import { paymentKinds } from './processing-fees';
import { defaultRecurringSchedule, recurringSchedules } from './recurring-schedules';

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

export const recurringScheduleMessages = {
  scheduleInvalid: 'Schedule is invalid',
  startDateInvalid: 'Start date is invalid',
  startDateInPast: 'The start date must be today or later',
  testClockDays: 'Advance the clock by 1 to 400 days',
} as const;

/** How often a gift is charged; the spec's monthly when not given. */
export const RecurringScheduleSchema = v.optional(
  v.picklist(recurringSchedules, recurringScheduleMessages.scheduleInvalid),
  defaultRecurringSchedule,
);

/** An amount in a query string: dollars with at most 2 decimals ('12.50'), as a number. */
const queryAmount = v.pipe(
  v.string(givingMessages.amountRequired),
  v.regex(/^\d{1,6}(\.\d{1,2})?$/, givingMessages.amountRequired),
  v.transform(Number),
  GiftAmountSchema,
);

/**
 * POST /api/givings/subscription-subject?givingPlanId=&givingTypeId=(&amount=&schedule=): the
 * spec's plan, or any amount within the gift limits; monthly unless a schedule is given.
 */
export const SubscriptionSubjectQuerySchema = v.pipe(
  v.object({
    givingPlanId: v.optional(queryId('Giving plan')),
    amount: v.optional(queryAmount),
    givingTypeId: queryId('Giving type'),
    schedule: RecurringScheduleSchema,
    /** 'true': each charge adds the processing fee (the price is the gift plus the fee). */
    coverFees: v.optional(
      v.pipe(
        v.picklist(['true', 'false']),
        v.transform((value) => value === 'true'),
      ),
    ),
    /** What pays each charge, whose fee is covered: card unless 'bank' (a US bank account). */
    paymentKind: v.optional(v.picklist(paymentKinds)),
  }),
  // Neither a plan nor an amount: the spec's 'Amount ... required', as the plan was before any amount.
  v.partialCheck(
    [['givingPlanId'], ['amount']],
    (query) => query.givingPlanId !== undefined || query.amount !== undefined,
    'Giving plan is required',
  ),
);
export type SubscriptionSubjectQuery = v.InferOutput<typeof SubscriptionSubjectQuerySchema>;

/** Spec section 3 'Subscription data': what the recurring wizard subscribes with. */
export const SubscriptionDataSchema = v.object({
  /** The member's customer at the gateway. */
  customerId: v.string(),
  /** The gateway's price for this amount, giving type and schedule. */
  priceId: v.string(),
  /** Null for an amount of the member's own. */
  givingPlanId: v.nullable(id),
  givingTypeId: id,
  // Optional for readers written before schedules and amounts of one's own: monthly, the plan's.
  schedule: v.optional(v.picklist(recurringSchedules), defaultRecurringSchedule),
  /** Dollars each charge. */
  amount: v.optional(v.number()),
  /** The processing fee added to each charge, in dollars (0 or absent: none). */
  fee: v.optional(v.number()),
});
export type SubscriptionData = v.InferOutput<typeof SubscriptionDataSchema>;

/** POST /api/givings/create-subscription: the payment method is the gateway's id (pm_...). */
export const CreateSubscriptionSchema = v.object({
  customerId: gatewayId('Customer'),
  paymentMethodId: gatewayId('Payment method'),
  priceId: gatewayId('Price'),
  /** The first charge's day on the church's calendar, today or later; today when not given. */
  startDate: v.optional(daySchema({ invalid: recurringScheduleMessages.startDateInvalid })),
  /** The fee in the price (SubscriptionData's `fee`), re-checked against the church's card rate. */
  fee: v.optional(v.pipe(v.number(), v.minValue(0))),
});
export type CreateSubscription = v.InferOutput<typeof CreateSubscriptionSchema>;

/** POST /api/givings/retry-invoice: pay the remembered open invoice with another card. */
export const RetryInvoiceSchema = v.object({
  customerId: gatewayId('Customer'),
  paymentMethodId: gatewayId('Payment method'),
  invoiceId: gatewayId('Invoice'),
});
export type RetryInvoice = v.InferOutput<typeof RetryInvoiceSchema>;

/**
 * POST /api/recurring-givings/current/{id}/pay-past-due: the missed charge of a past-due gift,
 * paid now with one of the member's cards (the gateway's id), which later charges then use.
 */
export const PayPastDueSchema = v.object({ paymentMethodId: gatewayId('Payment method') });
export type PayPastDue = v.InferOutput<typeof PayPastDueSchema>;

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
  // Set up, its first charge on a later start date (the provider's trial until then).
  'trialing',
  'incomplete_expired',
  'active',
  'past_due',
  'unpaid',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** What create-subscription answers: done when status is active (or trialing: it starts later). */
export const SubscriptionViewSchema = v.object({
  id: v.string(),
  status: v.picklist(subscriptionStatuses),
  latestInvoice: InvoiceViewSchema,
});
export type SubscriptionView = v.InferOutput<typeof SubscriptionViewSchema>;

/** GET /api/recurring-givings/current: the member's recurring gifts, newest first. */
export const RecurringGivingSchema = v.object({
  id,
  /** Dollars each charge. */
  amount: v.number(),
  /** The processing fee added to each charge (dollars), when the member covers it. */
  fee: v.optional(v.number()),
  /** Always sent; absent (monthly) only in data written before schedules. */
  schedule: v.optional(v.picklist(recurringSchedules)),
  givingTypeId: v.optional(id),
  givingTypeName: v.string(),
  /** The card that pays it: the one it started with, then the one that paid the latest month. */
  card: v.nullable(PaymentCardSchema),
  status: v.picklist(subscriptionStatuses),
  /** ISO 8601. */
  creationDate: v.string(),
  /** ISO 8601, the start of the next charge's day on the church's clock; null unless active or trialing. */
  nextPaymentDate: v.nullable(v.string()),
  /**
   * A charge from a bank account made and waiting for the bank (days): what it takes (gift and
   * fee, dollars) and since when (ISO 8601). Null when none; absent from older answers.
   */
  pendingCharge: v.optional(v.nullable(v.object({ amount: v.number(), since: v.string() }))),
});
export type RecurringGiving = v.InferOutput<typeof RecurringGivingSchema>;
export const RecurringGivingListSchema = v.array(RecurringGivingSchema);

export const RecurringGivingIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Recurring giving id is invalid'), v.transform(Number)),
});

/**
 * PUT /api/recurring-givings/current/{id}: the gift as it is charged from its next charge on
 * (nothing is charged now); a new card is the gateway's id (pm_...), one of the member's.
 */
export const UpdateRecurringGivingSchema = v.object({
  amount: GiftAmountSchema,
  schedule: v.picklist(recurringSchedules, recurringScheduleMessages.scheduleInvalid),
  givingTypeId: entityIdSchema(givingMessages.givingTypeRequired),
  paymentMethodId: v.optional(gatewayId('Payment method')),
  /** Whether each charge adds the card's processing fee; unset: as it did. */
  coverFees: v.optional(v.boolean()),
});
export type UpdateRecurringGiving = v.InferOutput<typeof UpdateRecurringGivingSchema>;

/** The sandbox's test clock: its time, ahead of the real one by the days it was advanced. */
export const SandboxTestClockSchema = v.object({
  /** ISO 8601. */
  now: v.string(),
  /** Recurring charges the last advance made (0 when read). */
  charged: v.pipe(v.number(), v.integer()),
});
export type SandboxTestClock = v.InferOutput<typeof SandboxTestClockSchema>;

/** POST /api/sandbox/test-clock/advance: sandbox only, admins only. */
export const AdvanceTestClockSchema = v.object({
  days: v.pipe(
    v.number(recurringScheduleMessages.testClockDays),
    v.integer(recurringScheduleMessages.testClockDays),
    v.minValue(1, recurringScheduleMessages.testClockDays),
    v.maxValue(400, recurringScheduleMessages.testClockDays),
  ),
});
export type AdvanceTestClock = v.InferOutput<typeof AdvanceTestClockSchema>;
