import { sql } from 'drizzle-orm';
import type { LiveStreamSettings } from '@church/contracts';
import { check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The church's live stream: one row (id 1), written and read whole, checked by
 * LiveStreamSettingsSchema; no row until an admin saves (decision 0088-live-stream).
 */
export const liveStreamSettings = pgTable(
  'live_stream_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<LiveStreamSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('live_stream_settings_single_row', sql`${table.id} = 1`)],
);
