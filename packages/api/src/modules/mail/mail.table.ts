import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail kept instead of sent when no SMTP server is configured: readable at GET /api/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_created_at_idx').on(table.createdAt)],
);
