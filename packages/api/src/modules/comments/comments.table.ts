import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users';
import { videos } from '../videos';

/** What members write under a video; they go with the video and with their author. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A video's comments and all comments, newest first with the id breaking ties: read from the
    // index in order, never sorted.
    index('comments_video_id_created_at_id_idx').on(table.videoId, table.createdAt, table.id),
    index('comments_created_at_id_idx').on(table.createdAt, table.id),
  ],
);
