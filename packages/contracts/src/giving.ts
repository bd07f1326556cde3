import * as v from 'valibot';
import { CoverFeesSchema } from './processing-fees';
import { entityIdSchema } from './ids';
import { givingLimits, givingMessages, offlineGivingMethods } from './giving-constants';
import { pageSizes } from './page-sizes';
import { cursorPageQuerySchema, cursorPageSchema } from './page-cursor';
import { countedPageSchema, pageQuerySchema } from './paging';

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

export const GivingTypeListSchema = countedPageSchema(GivingTypeSchema);
export type GivingTypeList = v.InferOutput<typeof GivingTypeListSchema>;

export const GivingTypesQuerySchema = pageQuerySchema(pageSizes.givingTypes);

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
  givingTypeId: entityIdSchema(givingMessages.givingTypeRequired),
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
  ...CoverFeesSchema.entries,
});
// What a client sends: every fee field may be left out (a card, no fee).
export type GivingPayment = v.InferInput<typeof GivingPaymentSchema>;

/**
 * How a gift was paid: the card that paid it, or offline (cash, check or mail). Null when not
 * known: an online gift paid before the card was recorded with it.
 */
export const GivingPaymentMethodSchema = v.nullable(
  v.variant('kind', [
    v.object({ kind: v.literal('card'), brand: v.string(), last4: v.string() }),
    /** A US bank account (ACH): its bank's name and the account's last 4. */
    v.object({ kind: v.literal('bank'), bankName: v.string(), last4: v.string() }),
    v.object({
      kind: v.literal('offline'),
      method: v.picklist(offlineGivingMethods),
      /** A check's number, when it was recorded. */
      checkNumber: v.optional(v.string()),
    }),
  ]),
);
export type GivingPaymentMethod = v.InferOutput<typeof GivingPaymentMethodSchema>;

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
  paymentMethod: GivingPaymentMethodSchema,
  /** The processing fee the donor covered on top of the gift, on its first designation only (dollars). */
  fee: v.optional(v.number()),
  /** A bank payment is pending until it settles, then paid or failed; cards are paid at once. */
  status: v.optional(v.picklist(['paid', 'pending', 'failed'])),
  /**
   * The member's own history only: until when (ISO 8601) they may refund it themselves; null
   * when they no longer may (the church's refund window, or a year-end statement was sent).
   */
  refundableUntil: v.optional(v.nullable(v.string())),
});
export type GivingHistoryItem = v.InferOutput<typeof GivingHistoryItemSchema>;

/** `nextCursor`: pass it as `after` for the page after this one (as cheap however deep). */
export const GivingHistorySchema = cursorPageSchema(GivingHistoryItemSchema);
export type GivingHistory = v.InferOutput<typeof GivingHistorySchema>;

export const GivingHistoryQuerySchema = cursorPageQuerySchema(pageSizes.accountGivingHistory);

/** PUT /api/givings/refund */
export const RefundSchema = v.object({
  givingDetailId: entityIdSchema('Giving detail is invalid'),
});
