import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of every rate limit, one row per limit and key (e.g. `login-pair:<e-mail>|<ip>`),
 * in the database so that every API process counts the same hits (decision 0045). The columns
 * are the ones rate-limiter-flexible's drizzle store reads and writes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  /** When the window ends; the row then counts from zero again. */
  expire: timestamp('expire', { withTimezone: true }),
});
