import type { UpdateVideo, Video, VideoFilters, VideoList, VideoPageQuery } from '@church/contracts';
import { and, asc, eq, ilike, inArray, ne, not, or, type SQL } from 'drizzle-orm';
import { countedLists, countOf } from '../../db/list-counts';
import { keysetOrder, paginateByCursor, type Keyset, type KeysetList } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { videos } from './videos.table';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;
export type VideosRepository = ReturnType<typeof createVideosRepository>;

export function toVideo(row: VideoRow): Video {
  return {
    id: row.id,
    name: row.name,
    videoUrl: row.videoUrl,
    creationDate: row.createdAt.toISOString(),
    isOnHomePage: row.isOnHomePage,
    posterUrl: row.posterUrl,
    speaker: row.speaker,
    series: row.series,
    scripture: row.scripture,
    description: row.description,
  };
}

// Newest first; the id breaks ties so pages never overlap: the order of videos_created_at_id_idx.
const newestFirstKeys: Keyset = { at: videos.createdAt, id: videos.id, direction: 'desc' };
const newestFirst = keysetOrder(newestFirstKeys);

/** Every video, as a keyset list. */
export const videoList: KeysetList = { from: videos, keyset: newestFirstKeys };

// A series in the order it was preached: its first message first.
const oldestFirstKeys: Keyset = { ...newestFirstKeys, direction: 'asc' };

/** The videos a visitor narrowed the library to, or undefined for the whole library. */
function filtered({ name, series, speaker }: VideoPageQuery): SQL | undefined {
  return and(
    name ? ilike(videos.name, containsPattern(name)) : undefined,
    series ? eq(videos.series, series) : undefined,
    speaker ? eq(videos.speaker, speaker) : undefined,
  );
}

export function createVideosRepository(db: DbOrTx) {
  return {
    async page(query: VideoPageQuery, tx: DbOrTx = db): Promise<VideoList> {
      const where = filtered(query);
      // The whole library's total is kept by the database; a narrowed one is counted.
      const list: KeysetList = where
        ? { from: videos, where, keyset: query.series ? oldestFirstKeys : newestFirstKeys }
        : videoList;
      const rowsOf = (ids: number[]) =>
        tx
          .select()
          .from(videos)
          .where(inArray(videos.id, ids))
          .orderBy(...keysetOrder(list.keyset))
          .$dynamic();
      const count = where ? tx.$count(videos, where) : countOf(tx, countedLists.videos);
      return paginateByCursor(tx, list, rowsOf, count, query, toVideo);
    },

    /** The series and speakers a visitor can narrow the library to. */
    async filters(tx: DbOrTx = db): Promise<VideoFilters> {
      const written = async (column: typeof videos.series | typeof videos.speaker) =>
        (await tx.selectDistinct({ value: column }).from(videos).where(ne(column, '')).orderBy(asc(column))).map(
          (row) => row.value,
        );
      const [series, speakers] = await Promise.all([written(videos.series), written(videos.speaker)]);
      return { series, speakers };
    },

    async all(tx: DbOrTx = db): Promise<Video[]> {
      return (
        await tx
          .select()
          .from(videos)
          .orderBy(...newestFirst)
      ).map(toVideo);
    },

    async onHomePage(limit: number, tx: DbOrTx = db): Promise<Video[]> {
      const rows = await tx
        .select()
        .from(videos)
        .where(eq(videos.isOnHomePage, true))
        .orderBy(...newestFirst)
        .limit(limit);
      return rows.map(toVideo);
    },

    async byName(query: { name: string; take: number }, tx: DbOrTx = db): Promise<Video[]> {
      const rows = await tx
        .select()
        .from(videos)
        .where(query.name ? ilike(videos.name, containsPattern(query.name)) : undefined)
        .orderBy(...newestFirst)
        .limit(query.take);
      return rows.map(toVideo);
    },

    async update(id: number, values: UpdateVideo, tx: DbOrTx = db): Promise<Video | undefined> {
      const [row] = await tx.update(videos).set(values).where(eq(videos.id, id)).returning();
      return row && toVideo(row);
    },

    async findById(id: number, tx: DbOrTx = db): Promise<Video | undefined> {
      const [row] = await tx.select().from(videos).where(eq(videos.id, id));
      return row && toVideo(row);
    },

    async insert(values: NewVideo, tx: DbOrTx = db): Promise<Video> {
      const [row] = await tx.insert(videos).values(values).returning();
      if (!row) throw new Error('insert returned no video');
      return toVideo(row);
    },

    /** The deleted video's files, or undefined when there was no such video. */
    async delete(id: number, tx: DbOrTx = db): Promise<{ videoUrl: string; posterUrl: string | null } | undefined> {
      const [row] = await tx
        .delete(videos)
        .where(eq(videos.id, id))
        .returning({ videoUrl: videos.videoUrl, posterUrl: videos.posterUrl });
      return row;
    },
    /** Whether another video still shows this file, as its video or its poster. */
    async isUrlUsed(url: string, tx: DbOrTx = db): Promise<boolean> {
      return (await tx.$count(videos, or(eq(videos.videoUrl, url), eq(videos.posterUrl, url)))) > 0;
    },

    async toggleHomePage(id: number, tx: DbOrTx = db): Promise<Video | undefined> {
      const [row] = await tx
        .update(videos)
        .set({ isOnHomePage: not(videos.isOnHomePage) })
        .where(eq(videos.id, id))
        .returning();
      return row && toVideo(row);
    },
  };
}
