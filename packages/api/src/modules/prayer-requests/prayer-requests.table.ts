import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * A member's prayer request. Messages between the member and the ministry come later in their
 * own table (request_id -> this id); the account and dashboard lists read from here.
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
  },
  (table) => [index('prayer_requests_creator_id_created_at_idx').on(table.creatorId, table.createdAt)],
);
