import * as v from 'valibot';
import { daySchema, instantSchema } from './date-inputs';
import { entityIdSchema } from './ids';
import { GiftAmountSchema, GivingHistoryItemSchema } from './giving';
import { offlineGivingMethods } from './giving-constants';
import { pageSizes } from './page-sizes';
import { cursorPageQuerySchema, cursorPageSchema } from './page-cursor';

// What the Givings action works with (Givings History in the dashboard, Givings Settings in the
// account area): every gift with its donor, offline gifts, and the filters of the list.

export const offlineGivingMessages = {
  donorNameRequired: 'Donor name is required',
  checkNumberRequired: 'Check number is required',
  checkNumberMax: 'Check number max length is 30 characters',
  memberInvalid: 'Member is invalid',
  memberNotFound: 'Member not found',
  dateRequired: 'Date is required',
  dateInvalid: 'Date is invalid',
} as const;

const trimmed = (max: number, message: string) => v.pipe(v.string(), v.trim(), v.maxLength(max, message));

/**
 * POST /api/givings/offline (Givings action): a gift received in person or by mail, recorded
 * as paid. The donor is a member (userId, found by search) or a typed name; a check carries its
 * number. The amount follows the online gift's rules.
 */
export const OfflineGivingSchema = v.pipe(
  v.object({
    givingTypeId: entityIdSchema('Giving type is required'),
    amount: GiftAmountSchema,
    method: v.picklist(offlineGivingMethods, 'Method is required'),
    /** Required for a check; ignored otherwise. */
    checkNumber: v.optional(trimmed(30, offlineGivingMessages.checkNumberMax)),
    /** YYYY-MM-DD, not in the future. */
    receivedOn: daySchema({ required: offlineGivingMessages.dateRequired, invalid: offlineGivingMessages.dateInvalid }),
    /** The member who gave; their name and e-mail come from their account. */
    userId: v.optional(v.pipe(v.string(), v.uuid(offlineGivingMessages.memberInvalid))),
    /** Required without a member. */
    donorName: v.optional(trimmed(200, 'Name max length is 200 characters')),
    /** Optional; a member with this e-mail sees the gift in their history. */
    donorEmail: v.optional(v.pipe(v.string(), v.trim(), v.email('Email is invalid'), v.maxLength(254))),
    note: v.optional(trimmed(500, 'Note max length is 500 characters')),
    /** Sent after the person confirmed recording a check the donor's gifts already hold (409 otherwise). */
    duplicateConfirmed: v.optional(v.boolean()),
  }),
  v.forward(
    v.partialCheck(
      [['userId'], ['donorName']],
      (gift) => gift.userId !== undefined || (gift.donorName ?? '') !== '',
      offlineGivingMessages.donorNameRequired,
    ),
    ['donorName'],
  ),
  v.forward(
    v.partialCheck(
      [['method'], ['checkNumber']],
      (gift) => gift.method !== 'check' || (gift.checkNumber ?? '') !== '',
      offlineGivingMessages.checkNumberRequired,
    ),
    ['checkNumber'],
  ),
);
export type OfflineGiving = v.InferOutput<typeof OfflineGivingSchema>;
export type OfflineGivingInput = v.InferInput<typeof OfflineGivingSchema>;

export const OfflineGivingIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.uuid('Giving id is invalid')),
});

/** How a gift came in; only 'offline' ones may be deleted (DELETE /api/givings/offline/{id}). */
export const givingKinds = ['one-time', 'anonymous', 'recurring', 'offline'] as const;
export type GivingKind = (typeof givingKinds)[number];

/** Who gave: a member, someone named without an account (anonymous or offline), or a member since deleted. */
export const donorKinds = ['member', 'guest', 'deleted'] as const;
export type DonorKind = (typeof donorKinds)[number];

/** GET /api/givings/history (Givings action): one paid designation with its donor. */
export const AllGivingHistoryItemSchema = v.object({
  ...GivingHistoryItemSchema.entries,
  /** The member's name, the named donor's, or 'Deleted member'. */
  donorName: v.string(),
  donorEmail: v.nullable(v.string()),
  donorKind: v.picklist(donorKinds),
  kind: v.picklist(givingKinds),
});
export type AllGivingHistoryItem = v.InferOutput<typeof AllGivingHistoryItemSchema>;
export const AllGivingHistorySchema = cursorPageSchema(AllGivingHistoryItemSchema);
export type AllGivingHistory = v.InferOutput<typeof AllGivingHistorySchema>;

const instant = (name: string) => v.optional(instantSchema({ invalid: `${name} must be an ISO 8601 date and time` }));

/**
 * The list's filters: paid from `from` (inclusive) until `to` (exclusive), instants the browser
 * computes from the days it shows (its own zone, the one the dates are displayed in), and one
 * giving type.
 */
export const AllGivingHistoryQuerySchema = v.object({
  ...cursorPageQuerySchema(pageSizes.givingHistory).entries,
  from: instant('from'),
  to: instant('to'),
  givingTypeId: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'givingTypeId must be a giving type id'), v.transform(Number)),
  ),
});
export type AllGivingHistoryQuery = v.InferOutput<typeof AllGivingHistoryQuerySchema>;
