import * as v from 'valibot';
import { entityIdSchema } from './ids';
import { pageSizes } from './page-sizes';
import { hasMorePageSchema, pageQuerySchema } from './paging';
import { PrayerTextSchema } from './prayer-requests';

const requestId = entityIdSchema('Prayer request is required');

/** One message of a prayer request's thread (spec section 3). */
export const MessageSchema = v.object({
  id: v.number(),
  messageText: v.string(),
  creatorName: v.string(),
  /** Null only when the staff member who wrote it has since been deleted. */
  creatorId: v.nullable(v.string()),
  creatorPhotoUrl: v.nullable(v.string()),
  /** Written by the ministry (an admin), not by the requester. */
  isFromStaff: v.boolean(),
  /** ISO 8601. */
  creationDate: v.string(),
  requestId: v.number(),
});
export type Message = v.InferOutput<typeof MessageSchema>;

/**
 * GET /api/messages: `skip=0` is the newest page; the next (older) page is `skip=6`, or, safer
 * while messages keep arriving, `beforeId=<the oldest id shown>`.
 */
export const MessagesQuerySchema = v.object({
  ...pageQuerySchema(pageSizes.messages).entries,
  requestId: v.pipe(
    v.string('Prayer request is required'),
    v.regex(/^\d{1,9}$/, 'Prayer request is invalid'),
    v.transform(Number),
  ),
  beforeId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'beforeId must be a message id'), v.transform(Number))),
});
export type MessagesQuery = v.InferOutput<typeof MessagesQuerySchema>;

/** A page of a thread: its entities oldest first, so an older page is prepended as it is. */
export const MessageListSchema = hasMorePageSchema(MessageSchema);
export type MessageList = v.InferOutput<typeof MessageListSchema>;

/** POST /api/messages */
export const CreateMessageSchema = v.object({ requestId, messageText: PrayerTextSchema });
export type CreateMessage = v.InferOutput<typeof CreateMessageSchema>;

/**
 * GET /api/requests/events (server-sent events). `message`: data is a Message. `request`: data
 * says which request changed and how (the lists refetch or patch it).
 */
export const prayerRequestChanges = ['created', 'answered', 'reopened'] as const;
export const PrayerRequestEventSchema = v.object({
  requestId: v.number(),
  change: v.picklist(prayerRequestChanges),
});
export type PrayerRequestEvent = v.InferOutput<typeof PrayerRequestEventSchema>;
export const prayerEventNames = { message: 'message', request: 'request' } as const;
