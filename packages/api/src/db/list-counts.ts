import { eq } from 'drizzle-orm';
import { listCounts } from './list-counts.table';
import type { DbOrTx } from './types';

/** The lists whose totals the database keeps (migration 0018 holds their triggers). */
export const countedLists = {
  comments: 'comments',
  commentsOfVideo: (videoId: number) => `comments:video:${videoId}`,
  posts: 'posts',
} as const;

/** A kept total: one key lookup however long the list grew (0 for a list never written to). */
export async function countOf(tx: DbOrTx, list: string): Promise<number> {
  const [row] = await tx.select({ count: listCounts.count }).from(listCounts).where(eq(listCounts.list, list));
  return row?.count ?? 0;
}
