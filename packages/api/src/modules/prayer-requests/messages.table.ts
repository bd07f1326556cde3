import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users';
import { prayerRequests } from './prayer-requests.table';

/**
 * A message in a prayer request's thread, by its requester or by the ministry (an admin). An
 * admin's account may be deleted; the ministry's answers stay (creator set null).
 */
export const prayerRequestMessages = pgTable(
  'prayer_request_messages',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => prayerRequests.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    messageText: text('message_text').notNull(),
    /** Written by an admin: counted as new for the requester, not for the admins. */
    isFromStaff: boolean('is_from_staff').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prayer_request_messages_request_id_id_idx').on(table.requestId, table.id)],
);
