import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per demo-data seed that has run. A seed runs only when it can insert its row here,
 * so data an administrator later deletes is never brought back by a restart.
 */
export const seedHistory = pgTable('seed_history', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
