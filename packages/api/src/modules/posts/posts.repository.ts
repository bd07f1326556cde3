import type { CursorPageQuery, PageQuery, Post, PostList, PostSummary, SavePost } from '@church/contracts';
import { and, asc, eq, ilike, inArray, isNotNull, ne } from 'drizzle-orm';
import { countedLists, countOf } from '../../db/list-counts';
import { keysetOrder, paginateByCursor, type Keyset, type KeysetList } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { postItems, posts } from './posts.table';

type PostRow = typeof posts.$inferSelect;
export type PostsRepository = ReturnType<typeof createPostsRepository>;

function toSummary(row: PostRow): PostSummary {
  return {
    id: row.id,
    heading: row.heading,
    text: row.text,
    titlePictureUrl: row.titlePictureUrl,
    rowPosition: row.rowPosition === 1 || row.rowPosition === 2 || row.rowPosition === 3 ? row.rowPosition : null,
    creationDate: row.createdAt.toISOString(),
  };
}

// Newest first, the id breaking ties: the order of posts_created_at_id_idx.
const newestFirstKeys: Keyset = { at: posts.createdAt, id: posts.id, direction: 'desc' };
const newestFirst = keysetOrder(newestFirstKeys);

/** Every post, as a keyset list. */
export const postList: KeysetList = { from: posts, keyset: newestFirstKeys };

export function createPostsRepository(db: DbOrTx) {
  return {
    async page(query: CursorPageQuery, tx: DbOrTx = db): Promise<PostList> {
      const rowsOf = (pageIds: number[]) =>
        tx
          .select()
          .from(posts)
          .where(inArray(posts.id, pageIds))
          .orderBy(...newestFirst)
          .$dynamic();
      return paginateByCursor(tx, postList, rowsOf, countOf(tx, countedLists.posts), query, toSummary);
    },

    async all(tx: DbOrTx = db): Promise<PostSummary[]> {
      return (
        await tx
          .select()
          .from(posts)
          .orderBy(...newestFirst)
      ).map(toSummary);
    },

    async highlighted(tx: DbOrTx = db): Promise<PostSummary[]> {
      const rows = await tx.select().from(posts).where(isNotNull(posts.rowPosition)).orderBy(asc(posts.rowPosition));
      return rows.map(toSummary);
    },

    async byHeading(query: PageQuery & { heading: string }, tx: DbOrTx = db): Promise<PostSummary[]> {
      const rows = await tx
        .select()
        .from(posts)
        .where(query.heading ? ilike(posts.heading, containsPattern(query.heading)) : undefined)
        .orderBy(...newestFirst)
        .offset(query.skip)
        .limit(query.take);
      return rows.map(toSummary);
    },

    async findById(id: number, tx: DbOrTx = db): Promise<Post | undefined> {
      const [row] = await tx.select().from(posts).where(eq(posts.id, id));
      if (!row) return undefined;
      const items = await tx
        .select({
          id: postItems.id,
          orderNumber: postItems.orderNumber,
          pictureUrl: postItems.pictureUrl,
          text: postItems.text,
        })
        .from(postItems)
        .where(eq(postItems.postId, id))
        .orderBy(asc(postItems.orderNumber), asc(postItems.id));
      return { ...toSummary(row), postItems: items };
    },

    /** Frees a highlighted row for `keepId` (or for a new post) by taking it from any other post. */
    async clearRow(rowPosition: number, keepId: number | undefined, tx: DbOrTx = db): Promise<void> {
      const others = keepId === undefined ? undefined : ne(posts.id, keepId);
      await tx
        .update(posts)
        .set({ rowPosition: null })
        .where(and(eq(posts.rowPosition, rowPosition), others));
    },

    async insert(post: SavePost & { createdAt?: Date }, tx: DbOrTx = db): Promise<number> {
      const { postItems: items, ...values } = post;
      const [row] = await tx.insert(posts).values(values).returning({ id: posts.id });
      if (!row) throw new Error('insert returned no post');
      await this.replaceItems(row.id, items, tx);
      return row.id;
    },

    /** False when there is no such post. */
    async update(id: number, post: SavePost, tx: DbOrTx = db): Promise<boolean> {
      const { postItems: items, ...values } = post;
      const updated = await tx.update(posts).set(values).where(eq(posts.id, id)).returning({ id: posts.id });
      if (updated.length === 0) return false;
      await this.replaceItems(id, items, tx);
      return true;
    },

    async replaceItems(postId: number, items: SavePost['postItems'], tx: DbOrTx = db): Promise<void> {
      await tx.delete(postItems).where(eq(postItems.postId, postId));
      if (items.length > 0) await tx.insert(postItems).values(items.map((item) => ({ ...item, postId })));
    },

    /** The title picture and item pictures a post shows; undefined when there is no such post. */
    async picturesOf(id: number, tx: DbOrTx = db): Promise<string[] | undefined> {
      const [row] = await tx.select({ url: posts.titlePictureUrl }).from(posts).where(eq(posts.id, id));
      if (!row) return undefined;
      const items = await tx
        .select({ url: postItems.pictureUrl })
        .from(postItems)
        .where(and(eq(postItems.postId, id), isNotNull(postItems.pictureUrl)));
      return [row.url, ...items.flatMap((item) => (item.url ? [item.url] : []))];
    },

    /** Whether any post still shows this picture (the demo posts share some). */
    async isPictureUsed(url: string, tx: DbOrTx = db): Promise<boolean> {
      const [title] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.titlePictureUrl, url)).limit(1);
      if (title) return true;
      const [item] = await tx
        .select({ id: postItems.id })
        .from(postItems)
        .where(eq(postItems.pictureUrl, url))
        .limit(1);
      return item !== undefined;
    },

    async delete(id: number, tx: DbOrTx = db): Promise<boolean> {
      return (await tx.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id })).length > 0;
    },
  };
}
