import * as v from 'valibot';
import { queryNumber } from './members';

/** Spec section 9 'Amounts' (dollars, as the forms show them; the server keeps integer cents). */
export const givingLimits = {
  /** A single gift, a designation and the sum of one gift. */
  maxAmount: 999999.99,
  maxAmountCents: 99_999_999,
  /** The form minimum is 1 while its message reads $0.50: both as the spec notes show them. */
  formMinimum: 1,
  defaultAmount: 10,
  step: 0.01,
  recurrence: 'month',
} as const;

/** Spec section 9, 'Page sizes'. */
export const givingPageSizes = {
  givingTypes: 5,
  givingHistory: 5,
  accountGivingHistory: 6,
} as const;

/** Spec sections 5 and 8: the giving texts, verbatim (typos included). */
export const givingMessages = {
  amountRequired: 'Please, enter the amount',
  amountMinimum: 'Minimum amount is $0.50',
  amountMaximum: 'Maximum amount is $999999.99',
  totalMaximum: "Sum of the online gift can't be more than $999999.99",
  donorNameRequired: 'Please, let us know your name',
  donorEmailRequired: 'Please, let us know your email address',
  recurringSignIn: 'Please, sign in to make a recurring donation',
  oneTimeFailed: 'Failed to proceed one time gift, please reload page or try later',
  confirmFailed: 'Failed to confirm gift, please try to reload page',
  recurringLoadFailed: 'Failed to load data for recurring, plese try to reload page',
  refundFailed: 'Failed to request refund',
  /** Followed by the detail: 'Failed to save payment method {detail}'. */
  savePaymentMethodFailed: 'Failed to save payment method',
  /** Followed by the detail: 'Payment failed {detail}'. */
  paymentFailed: 'Payment failed',
  cardDeclined: 'Your card was declined.',
  refundInfo: 'Refund process ussualy takes 5-10 business days',
  unknownBrand: 'Unknown brand',
  // Not in the spec (it shows no text for these); the API's own wording.
  givingTypeRequired: 'Giving type is required',
  givingTypeInvalid: 'Giving type is invalid',
  designationsRequired: 'Please, add at least one designation',
  tooManyDesignations: 'There can be no more designations than giving types',
  duplicateGivingType: 'Each designation needs a different giving type',
  amountDecimals: 'Amount can have at most 2 decimals',
  donorEmailInvalid: 'Email is invalid',
  givingTypeNameRequired: 'Giving type name is required',
  givingTypeNameMax: 'Giving type name max length is 100 characters',
  givingTypeExists: 'A giving type with this name already exists',
  givingTypeNotFound: 'Giving type not found',
  givingTypeInUse: 'This giving type has gifts and cannot be deleted',
} as const;

/** Dollars (at most 2 decimals) to integer cents, without floating-point drift. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents to dollars. */
export function fromCents(cents: number): number {
  return cents / 100;
}

const id = v.pipe(v.number(), v.integer());

export const GivingTypeSchema = v.object({ id, name: v.string() });
export type GivingType = v.InferOutput<typeof GivingTypeSchema>;

export const GivingTypeListSchema = v.object({ count: v.number(), entities: v.array(GivingTypeSchema) });
export type GivingTypeList = v.InferOutput<typeof GivingTypeListSchema>;

export const GivingTypesQuerySchema = v.object({
  skip: queryNumber('skip', 0, 1_000_000),
  take: queryNumber('take', givingPageSizes.givingTypes, 50),
});

/** POST /api/givingTypes and PUT /api/givingTypes/{id}. */
export const SaveGivingTypeSchema = v.object({
  name: v.pipe(
    v.string(givingMessages.givingTypeNameRequired),
    v.trim(),
    v.nonEmpty(givingMessages.givingTypeNameRequired),
    v.maxLength(100, givingMessages.givingTypeNameMax),
  ),
});
export type SaveGivingType = v.InferOutput<typeof SaveGivingTypeSchema>;

export const GivingTypeIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Giving type id is invalid'), v.transform(Number)),
});

/** A monthly plan; `amount` in dollars. */
export const GivingPlanSchema = v.object({ id, amount: v.number() });
export type GivingPlan = v.InferOutput<typeof GivingPlanSchema>;

/** One gift amount in dollars: required, the form minimum 1 (message $0.50), at most 999999.99. */
export const GiftAmountSchema = v.pipe(
  v.number(givingMessages.amountRequired),
  v.finite(givingMessages.amountRequired),
  v.minValue(givingLimits.formMinimum, givingMessages.amountMinimum),
  v.maxValue(givingLimits.maxAmount, givingMessages.amountMaximum),
  v.check((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, givingMessages.amountDecimals),
);

export const DesignationSchema = v.object({
  amount: GiftAmountSchema,
  givingTypeId: v.pipe(
    v.number(givingMessages.givingTypeRequired),
    v.integer(givingMessages.givingTypeRequired),
    v.minValue(1, givingMessages.givingTypeRequired),
  ),
});
export type Designation = v.InferOutput<typeof DesignationSchema>;

/** The sum of the designations in cents. */
export function designationsTotalCents(designations: readonly { amount: number }[]): number {
  return designations.reduce((sum, designation) => sum + toCents(designation.amount), 0);
}

export const DesignationsSchema = v.pipe(
  v.array(DesignationSchema, givingMessages.designationsRequired),
  v.minLength(1, givingMessages.designationsRequired),
  v.maxLength(100, givingMessages.tooManyDesignations),
  v.check(
    // A single amount over the maximum has its own message; the sum is checked when each is valid.
    (designations) =>
      designations.some((designation) => toCents(designation.amount) > givingLimits.maxAmountCents) ||
      designationsTotalCents(designations) <= givingLimits.maxAmountCents,
    givingMessages.totalMaximum,
  ),
  v.check(
    (designations) => new Set(designations.map((d) => d.givingTypeId)).size === designations.length,
    givingMessages.duplicateGivingType,
  ),
);

/** POST /api/givings/one-time-giving and /api/givings/one-time-giving-payment (signed in). */
export const OneTimeGivingSchema = v.object({ designations: DesignationsSchema });
export type OneTimeGiving = v.InferOutput<typeof OneTimeGivingSchema>;

/** POST /api/givings/anonymous-giving and /api/givings/anonymous-giving-payment. */
export const AnonymousGivingSchema = v.object({
  designations: DesignationsSchema,
  donorName: v.pipe(
    v.string(givingMessages.donorNameRequired),
    v.trim(),
    v.nonEmpty(givingMessages.donorNameRequired),
    v.maxLength(200, 'Name max length is 200 characters'),
  ),
  donorEmail: v.pipe(
    v.string(givingMessages.donorEmailRequired),
    v.trim(),
    v.nonEmpty(givingMessages.donorEmailRequired),
    v.email(givingMessages.donorEmailInvalid),
    v.maxLength(254, givingMessages.donorEmailInvalid),
  ),
});
export type AnonymousGiving = v.InferOutput<typeof AnonymousGivingSchema>;

export const givingStatuses = ['pending', 'paid', 'refunded'] as const;

/** A gift as created: pending until the gateway reports the payment; amounts in dollars. */
export const CreatedGivingSchema = v.object({
  id: v.string(),
  amount: v.number(),
  status: v.picklist(givingStatuses),
  designations: v.array(v.object({ id, givingTypeId: id, amount: v.number() })),
});
export type CreatedGiving = v.InferOutput<typeof CreatedGivingSchema>;

/** POST /api/givings/one-time-giving-payment and /anonymous-giving-payment: the gift to pay. */
export const GivingPaymentSchema = v.object({
  givingId: v.pipe(v.string('Giving is required'), v.uuid('Giving is invalid')),
});
export type GivingPayment = v.InferOutput<typeof GivingPaymentSchema>;

/** One designation of a paid gift in the member's history; refunds are keyed by its id. */
export const GivingHistoryItemSchema = v.object({
  /** The giving detail id (PUT /api/givings/refund takes it as givingDetailId). */
  id,
  givingId: v.string(),
  amount: v.number(),
  givingTypeName: v.string(),
  isRefunded: v.boolean(),
  /** ISO 8601, when it was paid. */
  creationDate: v.string(),
});
export type GivingHistoryItem = v.InferOutput<typeof GivingHistoryItemSchema>;

export const GivingHistorySchema = v.object({ count: v.number(), entities: v.array(GivingHistoryItemSchema) });
export type GivingHistory = v.InferOutput<typeof GivingHistorySchema>;

export const GivingHistoryQuerySchema = v.object({
  skip: queryNumber('skip', 0, 1_000_000),
  take: queryNumber('take', givingPageSizes.accountGivingHistory, 50),
});

/** PUT /api/givings/refund */
export const RefundSchema = v.object({
  givingDetailId: v.pipe(
    v.number('Giving detail is required'),
    v.integer('Giving detail is invalid'),
    v.minValue(1, 'Giving detail is invalid'),
  ),
});

/** GET /api/givings/history (Givings action): every paid designation with its donor. */
export const AllGivingHistoryItemSchema = v.object({
  ...GivingHistoryItemSchema.entries,
  /** The member's name, or the anonymous donor's. */
  donorName: v.string(),
});
export const AllGivingHistorySchema = v.object({ count: v.number(), entities: v.array(AllGivingHistoryItemSchema) });
export type AllGivingHistory = v.InferOutput<typeof AllGivingHistorySchema>;

export const AllGivingHistoryQuerySchema = v.object({
  skip: queryNumber('skip', 0, 1_000_000),
  take: queryNumber('take', givingPageSizes.givingHistory, 50),
});
