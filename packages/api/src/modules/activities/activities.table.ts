import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { comments } from '../comments';
import { events } from '../events';
import { givings } from '../givings';
import { posts } from '../posts';
import { prayerRequests } from '../prayer-requests';
import { users } from '../users';
import { videos } from '../videos';

/**
 * What happened, for the dashboard's recent activities. Rows are written by database triggers
 * as the domains' tables change (migration 0010, decision 0037), never by the API's code. Each
 * row points at its one subject, and goes when the subject goes, so no entry links to nothing.
 * Names and titles are read through the subject at query time, so they are never stale.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    /** registration, gift, refund, prayer-request, comment, video, post, event. */
    kind: text('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    givingId: uuid('giving_id').references(() => givings.id, { onDelete: 'cascade' }),
    prayerRequestId: integer('prayer_request_id').references(() => prayerRequests.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** A refund's amount: the refunded designation, not the whole gift. */
    amountCents: integer('amount_cents'),
  },
  (table) => [
    index('activities_occurred_at_id_idx').on(table.occurredAt, table.id),
    // The subjects' deletes cascade here; without these each would scan the table.
    index('activities_user_id_idx').on(table.userId),
    index('activities_giving_id_idx').on(table.givingId),
    index('activities_prayer_request_id_idx').on(table.prayerRequestId),
    index('activities_comment_id_idx').on(table.commentId),
    index('activities_video_id_idx').on(table.videoId),
    index('activities_post_id_idx').on(table.postId),
    index('activities_event_id_idx').on(table.eventId),
    check(
      'activities_one_subject',
      sql`num_nonnulls(${table.userId}, ${table.givingId}, ${table.prayerRequestId}, ${table.commentId}, ${table.videoId}, ${table.postId}, ${table.eventId}) = 1`,
    ),
  ],
);
