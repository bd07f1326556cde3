import * as v from 'valibot';

/** Bounds of the refund window: a member may refund their own gift for this many days. */
export const REFUND_WINDOW_DAYS = { min: 0, max: 365, default: 60 } as const;

/**
 * What the church decides about its accounts and money (GET/PUT /api/church-settings, admins).
 * - twoFactorForStaff: Admin and every role holding Givings, Members, Roles or Reports must sign
 *   in with a second factor (on for a new church; the demo data turns it off);
 * - twoFactorForEveryone: every member must;
 * - refundWindowDays: how long after a gift its donor may refund it themselves.
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
});
export type ChurchSettings = v.InferOutput<typeof ChurchSettingsSchema>;
