import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many rows each long list has, kept by triggers on the listed tables (migrations 0018 and
 * 0022): a page's total is one key lookup, not a count of the whole list. Keys: `countedLists`
 * in list-counts.ts.
 */
export const listCounts = pgTable('list_counts', {
  list: text('list').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
});
