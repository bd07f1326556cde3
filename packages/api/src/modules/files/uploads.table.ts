import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users';

/**
 * Every file stored through POST /api/files: who uploaded it and when. A file no row of any
 * table points at is deleted once its grace period is over (uploads-sweep.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The stored name, `<uuid>.<ext>`; its URL is `/api/files/<name>`. */
    name: text('name').primaryKey(),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['image', 'video', 'audio', 'document'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_created_at_idx').on(table.createdAt),
    index('uploads_uploader_id_idx').on(table.uploaderId),
  ],
);
