import * as v from 'valibot';
import { CreatorSchema } from './creator';
import { pageSizes } from './page-sizes';
import { cursorHasMorePageSchema, cursorPageQuerySchema } from './page-cursor';

/** Spec section 5, 'Prayer request': messages verbatim. */
export const PRAYER_REQUEST_MAX_LENGTH = 4096;
/** The requester's optional note of thanks when marking a request answered. */
export const ANSWER_NOTE_MAX_LENGTH = 1000;

/** The text of a request and of every message in its thread: one rule, one set of messages. */
export const PrayerTextSchema = v.pipe(
  v.string('Please, type your answer'),
  v.trim(),
  v.nonEmpty('Please, type your answer'),
  v.maxLength(PRAYER_REQUEST_MAX_LENGTH, 'Max length is 4096 characters'),
);

export const CreatePrayerRequestSchema = v.object({
  requestText: PrayerTextSchema,
  /** The page the request was sent from, e.g. '/videos/12'. */
  page: v.pipe(v.string(), v.maxLength(500)),
});
export type CreatePrayerRequest = v.InferOutput<typeof CreatePrayerRequestSchema>;

/** The newest message of a thread, as a list row shows it. */
export const LastMessageSchema = v.object({
  messageText: v.string(),
  creatorName: v.string(),
  /** ISO 8601. */
  creationDate: v.string(),
});
export type LastMessage = v.InferOutput<typeof LastMessageSchema>;

export const PrayerRequestSchema = v.object({
  id: v.number(),
  requestText: v.string(),
  /** ISO 8601. */
  creationDate: v.string(),
  creator: CreatorSchema,
  /**
   * Messages from the other side the viewer has not read: for the member, the ministry's
   * answers; for an admin, the member's messages no admin has read yet.
   */
  numberOfNewMessages: v.number(),
  /** Null until the thread has a message. */
  lastMessage: v.nullable(LastMessageSchema),
  /** ISO 8601: the newer of its creation and its last message; lists are ordered by it. */
  lastActivityDate: v.string(),
  /** Marked answered by its requester (who may reopen it). */
  isAnswered: v.boolean(),
  /** ISO 8601, or null while open. */
  answeredAt: v.nullable(v.string()),
  /** The requester's note of thanks, if any. */
  answerNote: v.nullable(v.string()),
});
export type PrayerRequest = v.InferOutput<typeof PrayerRequestSchema>;

/**
 * Lists of requests page with hasMore, not a count (spec section 3); `nextCursor` starts the
 * next 'Load more' just past the last request held.
 */
export const PrayerRequestListSchema = cursorHasMorePageSchema(PrayerRequestSchema);
export type PrayerRequestList = v.InferOutput<typeof PrayerRequestListSchema>;

export const prayerRequestStatuses = ['all', 'open', 'answered'] as const;
export type PrayerRequestStatus = (typeof prayerRequestStatuses)[number];

function requestListQuery(pageSize: number) {
  return v.object({
    ...cursorPageQuerySchema(pageSize, 100).entries,
    /** Request text, or the member's first, last or full name (any case). */
    search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search max length is 100 characters')), ''),
    status: v.optional(v.picklist(prayerRequestStatuses, 'Status must be all, open or answered'), 'all'),
  });
}

/** GET /api/requests: the member's own, 20 a page. */
export const PrayerRequestPageQuerySchema = requestListQuery(pageSizes.accountRequests);
export type PrayerRequestPageQuery = v.InferOutput<typeof PrayerRequestPageQuerySchema>;

/** GET /api/requests/all (admins): every member's, 20 a page. */
export const AllPrayerRequestsQuerySchema = requestListQuery(pageSizes.dashboardRequests);

export const PrayerRequestIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Prayer request id is invalid'), v.transform(Number)),
});

/** PUT /api/requests/{id}/answered: an optional note of thanks (blank means none). */
export const MarkAnsweredSchema = v.object({
  note: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(ANSWER_NOTE_MAX_LENGTH, `Max length is ${ANSWER_NOTE_MAX_LENGTH} characters`),
      ),
    ),
    null,
  ),
});
export type MarkAnswered = v.InferOutput<typeof MarkAnsweredSchema>;
