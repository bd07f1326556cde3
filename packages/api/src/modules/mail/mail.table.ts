import { customType, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * Every e-mail, written in the transaction of what caused it. Without SMTP it is kept here to be
 * read at GET /api/outbox ('kept'); with SMTP it waits here ('queued') for its send-mail job,
 * which deletes it once the server took it (decision 0074).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('kept'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_created_at_idx').on(table.createdAt)],
);

/** Raw bytes (drizzle has no bytea column of its own in this version). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => Buffer.from(value),
});

/** The files of a kept message (a tax receipt's PDF), in the order they were attached. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: serial('id').primaryKey(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [unique('outbox_attachments_position_key').on(table.outboxId, table.position)],
);
