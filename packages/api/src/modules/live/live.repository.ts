import { and, asc, eq, gt, lt, max, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { liveEvents } from './live.table';

export type LiveEventRow = typeof liveEvents.$inferSelect;
export type NewLiveEvent = Omit<typeof liveEvents.$inferInsert, 'id' | 'createdAt'>;
export type LiveRepository = ReturnType<typeof createLiveRepository>;

/** Who is watching: a member sees events addressed to them, an admin also those to admins. */
export interface LiveViewer {
  userId: string;
  isAdmin: boolean;
}

export function visibleTo(viewer: LiveViewer): SQL | undefined {
  const own = eq(liveEvents.userId, viewer.userId);
  return viewer.isAdmin ? or(own, eq(liveEvents.toAdmins, true)) : own;
}

export function createLiveRepository(db: DbOrTx) {
  return {
    async insert(event: NewLiveEvent, tx: DbOrTx = db): Promise<LiveEventRow> {
      const [row] = await tx.insert(liveEvents).values(event).returning();
      if (!row) throw new Error('insert returned no live event');
      return row;
    },

    async findById(id: number, tx: DbOrTx = db): Promise<LiveEventRow | undefined> {
      const [row] = await tx.select().from(liveEvents).where(eq(liveEvents.id, id));
      return row;
    },

    /** Events after `afterId`, oldest first: of one topic for one viewer, or (no filter) all. */
    after(afterId: number, filter: { topic: string; viewer: LiveViewer } | null, limit: number, tx: DbOrTx = db) {
      const where = filter
        ? and(gt(liveEvents.id, afterId), eq(liveEvents.topic, filter.topic), visibleTo(filter.viewer))
        : gt(liveEvents.id, afterId);
      return tx.select().from(liveEvents).where(where).orderBy(asc(liveEvents.id)).limit(limit);
    },

    /** The newest event id (0 when there is none): where a new listener's catch-up starts. */
    async latestId(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ id: max(liveEvents.id) }).from(liveEvents);
      return row?.id ?? 0;
    },

    async deleteOlderThan(before: Date, tx: DbOrTx = db): Promise<void> {
      await tx.delete(liveEvents).where(lt(liveEvents.createdAt, before));
    },
  };
}
