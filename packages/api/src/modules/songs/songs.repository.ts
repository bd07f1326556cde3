import { and, asc, count, desc, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { planItems } from '../service-types';

export type SongsRepository = ReturnType<typeof createSongsRepository>;

export interface SongUse {
  songId: number;
  /** How many plan items use the song. */
  uses: number;
  /** The title the plans gave it, for ordering ties and when the provider no longer knows it. */
  title: string;
}

/** Reads which songs the plans use; the plan items themselves belong to the service types module. */
export function createSongsRepository(db: DbOrTx) {
  return {
    /**
     * One page of the songs plan items use, most used first, ties by title. `query` keeps the
     * songs one of whose items has the text in its title.
     */
    async popular(page: { skip: number; take: number; query?: string }, tx: DbOrTx = db) {
      const used = tx
        .select({
          songId: planItems.songId,
          uses: sql<number>`count(*)::int`.as('uses'),
          title: sql<string>`min(${planItems.title})`.as('title'),
        })
        .from(planItems)
        // Provider ids are whole numbers; anything else cannot be looked up.
        .where(and(isNotNull(planItems.songId), sql`${planItems.songId} ~ '^[0-9]{1,15}$'`))
        .groupBy(planItems.songId)
        .having(page.query ? sql`bool_or(${planItems.title} ilike ${containsPattern(page.query)})` : undefined)
        .as('used');
      const [total, rows] = await Promise.all([
        tx.select({ value: count() }).from(used),
        tx
          .select()
          .from(used)
          .orderBy(desc(used.uses), asc(sql`lower(${used.title})`), asc(used.songId))
          .offset(page.skip)
          .limit(page.take),
      ]);
      return {
        total: total[0]?.value ?? 0,
        songs: rows.map((row): SongUse => ({ songId: Number(row.songId), uses: row.uses, title: row.title })),
      };
    },
  };
}
