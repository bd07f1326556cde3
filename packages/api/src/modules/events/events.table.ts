import type { ChangedOccurrence, RepeatRule } from '@church/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { groups } from '../groups';

/**
 * Church events. Public ones show on the public site and the public calendar feed; every one
 * shows on the master calendar. `updatedAt` feeds the calendar feed's LAST-MODIFIED so
 * subscribed calendars pick up edits.
 *
 * A repeating event is one row (decision 0085-repeating-events): its first date in startDate and
 * endDate, its rule (skipped dates included) in `repeat`, the dates changed on their own in
 * `changedOccurrences`; readers expand it (event-occurrences.ts). `seriesEnd`, the end of its
 * last date, lets a query pass over the series that ended before the dates it asks for.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    location: text('location').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    isPublic: boolean('is_public').notNull().default(true),
    saveAsTemplate: boolean('save_as_template').notNull().default(false),
    repeat: jsonb('repeat').$type<RepeatRule>(),
    changedOccurrences: jsonb('changed_occurrences')
      .$type<ChangedOccurrence[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    seriesEnd: timestamp('series_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Upcoming (soonest first) and latest (most recent first), the id breaking ties.
    index('events_start_date_id_idx').on(table.startDate, table.id),
    index('events_group_idx').on(table.groupId),
    // The repeating ones, by the end of their last date (a one-time event has none).
    index('events_series_end_idx')
      .on(table.seriesEnd)
      .where(sql`${table.seriesEnd} is not null`),
  ],
);

/**
 * What an event saved with saveAsTemplate keeps, so a new event can start from it: everything
 * but the day. Times are the church clock's wall time ('HH:mm'), so a template made in winter
 * still starts at 10:00 in summer.
 */
export const eventTemplates = pgTable(
  'event_templates',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    location: text('location').notNull(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    isPublic: boolean('is_public').notNull().default(true),
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_templates_created_at_id_idx').on(table.createdAt, table.id)],
);
