import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many rows each long list has, kept by statement triggers on the listed tables (migration
 * 0018): a page's total is one key lookup, not a count of the whole list. Keys: `comments`,
 * `comments:video:<id>`, `posts`.
 */
export const listCounts = pgTable('list_counts', {
  list: text('list').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
});
