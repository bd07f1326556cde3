import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per table, bumped by a statement trigger on every write to it (migration 0020), in
 * the writer's transaction: whatever wrote (a route, a payment webhook, another API process), a
 * reader comparing versions knows. Tables with the trigger: givings, giving_details, giving_types.
 */
export const tableVersions = pgTable('table_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
