import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users';

/**
 * A member's prayer request and the state of its thread (messages.table.ts): the newest message
 * and activity (lists are ordered by it), what each side has read, and whether the requester
 * has marked it answered.
 */
export const prayerRequests = pgTable(
  'prayer_requests',
  {
    id: serial('id').primaryKey(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestText: text('request_text').notNull(),
    /** The page it was sent from, e.g. '/videos/12'. */
    page: text('page').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its creation, then each new message's time. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message (no foreign key: the two tables would reference each other). */
    lastMessageId: integer('last_message_id'),
    /** The newest message id the requester has read, and any admin has read (0: none). */
    memberSeenMessageId: integer('member_seen_message_id').notNull().default(0),
    staffSeenMessageId: integer('staff_seen_message_id').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerNote: text('answer_note'),
    /** When the requester was last told by e-mail that an answer waits (one an hour at most). */
    answerEmailedAt: timestamp('answer_emailed_at', { withTimezone: true }),
  },
  (table) => [
    // The lists' order, id breaking ties (decision 0047): a member's own, and everybody's.
    index('prayer_requests_creator_id_last_activity_at_id_idx').on(table.creatorId, table.lastActivityAt, table.id),
    index('prayer_requests_last_activity_at_id_idx').on(table.lastActivityAt, table.id),
  ],
);
