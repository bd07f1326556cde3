import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Sermons and other clips: our own storage ('/api/files/...') or an external embed. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    videoUrl: text('video_url').notNull(),
    /** A still of an uploaded video, taken by the uploader's browser (contracts' VideoSchema). */
    posterUrl: text('poster_url'),
    isOnHomePage: boolean('is_on_home_page').notNull().default(false),
    // What a sermon is found by; '' until Video Settings' Edit writes them.
    speaker: text('speaker').notNull().default(''),
    series: text('series').notNull().default(''),
    scripture: text('scripture').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first, the id breaking ties: the order of every video list, walked in the index; a
  // series' or a speaker's sermons found and ordered in theirs (the filters' lists too).
  (table) => [
    index('videos_created_at_id_idx').on(table.createdAt, table.id),
    index('videos_series_created_at_id_idx').on(table.series, table.createdAt, table.id),
    index('videos_speaker_created_at_id_idx').on(table.speaker, table.createdAt, table.id),
  ],
);
