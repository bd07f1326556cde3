import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Church events. The calendar reads them; creating and editing them comes with the dashboard. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    location: text('location').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    saveAsTemplate: boolean('save_as_template').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('events_start_date_idx').on(table.startDate)],
);
