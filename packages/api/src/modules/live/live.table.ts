import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every live event, kept a day: its id is the SSE event id, so a reconnecting stream (or
 * another API process, told the id by NOTIFY) reads what it missed from here. `userId` and
 * `toAdmins` say who may see it; no foreign key, as a log outlives what it mentions.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The domain whose streams carry it, e.g. 'prayer-requests'. */
    topic: text('topic').notNull(),
    /** The SSE event name. */
    type: text('type').notNull(),
    userId: uuid('user_id'),
    toAdmins: boolean('to_admins').notNull().default(false),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_events_created_at_idx').on(table.createdAt)],
);
