import * as v from 'valibot';

/** The longest tax wording a church may write for its receipts and statements. */
export const TAX_WORDING_MAX = 1000;

/** Bounds of the refund window: a member may refund their own gift for this many days. */
export const REFUND_WINDOW_DAYS = { min: 0, max: 365, default: 60 } as const;

/**
 * What the church decides about its accounts and money (GET/PUT /api/church-settings, admins).
 * - twoFactorForStaff: Admin and every role holding Givings, Members, Roles or Reports must sign
 *   in with a second factor (on for a new church; the demo data turns it off);
 * - twoFactorForEveryone: every member must;
 * - refundWindowDays: how long after a gift its donor may refund it themselves;
 * - taxWording: the tax-deductibility wording of every receipt and statement, in the church's
 *   own words ('' for the standard wording in the reader's language). Optional in a PUT, so a
 *   client that does not know it leaves it as it is; always in the answer.
 */
export const ChurchSettingsSchema = v.object({
  twoFactorForStaff: v.boolean(),
  twoFactorForEveryone: v.boolean(),
  refundWindowDays: v.pipe(
    v.number(),
    v.integer('Refund window must be a whole number of days'),
    v.minValue(REFUND_WINDOW_DAYS.min, 'Refund window cannot be negative'),
    v.maxValue(REFUND_WINDOW_DAYS.max, `Refund window can be at most ${REFUND_WINDOW_DAYS.max} days`),
  ),
  taxWording: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(TAX_WORDING_MAX, `Tax wording can be at most ${TAX_WORDING_MAX} characters`),
    ),
  ),
});
export type ChurchSettings = v.InferOutput<typeof ChurchSettingsSchema>;
