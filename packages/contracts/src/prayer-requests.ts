import * as v from 'valibot';
import { CreatorSchema } from './creator';
import { queryNumber } from './members';

/** Spec section 5, 'Prayer request': messages verbatim. */
export const PRAYER_REQUEST_MAX_LENGTH = 4096;

export const CreatePrayerRequestSchema = v.object({
  requestText: v.pipe(
    v.string('Please, type your answer'),
    v.trim(),
    v.nonEmpty('Please, type your answer'),
    v.maxLength(PRAYER_REQUEST_MAX_LENGTH, 'Max length is 4096 characters'),
  ),
  /** The page the request was sent from, e.g. '/videos/12'. */
  page: v.pipe(v.string(), v.maxLength(500)),
});
export type CreatePrayerRequest = v.InferOutput<typeof CreatePrayerRequestSchema>;

/** Spec section 9: the account's requests page holds 20. */
export const ACCOUNT_REQUESTS_PAGE_SIZE = 20;

export const PrayerRequestSchema = v.object({
  id: v.number(),
  requestText: v.string(),
  /** ISO 8601. */
  creationDate: v.string(),
  creator: CreatorSchema,
  /** Messages from the ministry the member has not opened yet (0 until messages exist). */
  numberOfNewMessages: v.number(),
});
export type PrayerRequest = v.InferOutput<typeof PrayerRequestSchema>;

/** Lists of requests page with hasMore, not a count (spec section 3). */
export const PrayerRequestListSchema = v.object({ hasMore: v.boolean(), entities: v.array(PrayerRequestSchema) });
export type PrayerRequestList = v.InferOutput<typeof PrayerRequestListSchema>;

export const PrayerRequestPageQuerySchema = v.object({
  skip: queryNumber('skip', 0, 1_000_000),
  take: queryNumber('take', ACCOUNT_REQUESTS_PAGE_SIZE, 100),
});
export type PrayerRequestPageQuery = v.InferOutput<typeof PrayerRequestPageQuerySchema>;
