import { eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { listCounts } from './list-counts.table';
import type { DbOrTx } from './types';

/** The lists whose totals the database keeps (migrations 0018, 0022 and 0023 hold their triggers). */
export const countedLists = {
  comments: 'comments',
  commentsOfVideo: (videoId: number) => `comments:video:${videoId}`,
  posts: 'posts',
  videos: 'videos',
  users: 'users',
  groups: 'groups',
  groupTypes: 'group_types',
  serviceTypes: 'service_types',
  events: 'events',
  eventTemplates: 'event_templates',
  /** Paid (or refunded) designations: everybody's giving history. */
  givings: 'givings',
  givingsOfUser: (userId: string) => `givings:user:${userId}`,
} as const;

/** A kept total: one key lookup however long the list grew (0 for a list never written to). */
export async function countOf(tx: DbOrTx, list: string): Promise<number> {
  const [row] = await tx.select({ count: listCounts.count }).from(listCounts).where(eq(listCounts.list, list));
  return row?.count ?? 0;
}

/**
 * The total of a list that may be searched: the kept total of `list` when nothing filters it,
 * else the filtered rows counted (a search has no kept total).
 */
export function countFiltered(tx: DbOrTx, list: string, table: PgTable, filter: SQL | undefined): Promise<number> {
  return filter === undefined ? countOf(tx, list) : tx.$count(table, filter);
}
