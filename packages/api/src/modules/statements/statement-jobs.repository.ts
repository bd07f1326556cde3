import type { StatementJob } from '@church/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { statementDeliveries, statementJobs } from './statements.table';

export type StatementJobsRepository = ReturnType<typeof createStatementJobsRepository>;
type JobRow = typeof statementJobs.$inferSelect;
export type JobCounter = 'sent' | 'alreadySent' | 'withoutEmail';

function toJob(row: JobRow): StatementJob {
  return {
    ...row,
    status: row.status as StatementJob['status'],
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Year-end runs and the statements they delivered. */
export function createStatementJobsRepository(db: DbOrTx) {
  return {
    /** A new running job, unless one is running for the year already (undefined then). */
    async start(year: number, tx: DbOrTx = db): Promise<StatementJob | undefined> {
      return tx.transaction(async (inner) => {
        // One starter at a time per year, across processes: the lock ends with the transaction.
        await inner.execute(sql`select pg_advisory_xact_lock(hashtext('statement-jobs'), ${year})`);
        const [running] = await inner
          .select({ id: statementJobs.id })
          .from(statementJobs)
          .where(and(eq(statementJobs.year, year), eq(statementJobs.status, 'running')));
        if (running) return undefined;
        const [row] = await inner.insert(statementJobs).values({ year }).returning();
        return row && toJob(row);
      });
    },

    async find(id: number, tx: DbOrTx = db): Promise<StatementJob | undefined> {
      const [row] = await tx.select().from(statementJobs).where(eq(statementJobs.id, id));
      return row && toJob(row);
    },

    async latest(year: number, tx: DbOrTx = db): Promise<StatementJob | null> {
      const [row] = await tx
        .select()
        .from(statementJobs)
        .where(eq(statementJobs.year, year))
        .orderBy(desc(statementJobs.id))
        .limit(1);
      return row ? toJob(row) : null;
    },

    async setTotal(id: number, total: number, tx: DbOrTx = db): Promise<void> {
      await tx.update(statementJobs).set({ total }).where(eq(statementJobs.id, id));
    },

    /**
     * Moves the run past the donor at `place`, counted under what happened; false when the run
     * is not at that place (another runner handled the donor), so nobody is counted twice.
     */
    async advance(id: number, place: number, counter: JobCounter, tx: DbOrTx = db): Promise<boolean> {
      const column = statementJobs[counter];
      const rows = await tx
        .update(statementJobs)
        .set({ processed: sql`${statementJobs.processed} + 1`, [counter]: sql`${column} + 1` })
        .where(and(eq(statementJobs.id, id), eq(statementJobs.processed, place)))
        .returning({ id: statementJobs.id });
      return rows.length > 0;
    },

    async finish(id: number, status: 'done' | 'failed', tx: DbOrTx = db): Promise<void> {
      await tx.update(statementJobs).set({ status, finishedAt: new Date() }).where(eq(statementJobs.id, id));
    },

    /** Claims the donor's statement of the year; false when it was delivered (or claimed) before. */
    async claim(delivery: { year: number; donorKey: string; email: string; jobId: number }, tx: DbOrTx = db) {
      const rows = await tx
        .insert(statementDeliveries)
        .values(delivery)
        .onConflictDoNothing()
        .returning({ id: statementDeliveries.id });
      return rows.length > 0;
    },

    /** The years whose statement was delivered to this donor (a member's key is their e-mail). */
    async yearsSentTo(donorKey: string, tx: DbOrTx = db): Promise<Set<number>> {
      const rows = await tx
        .select({ year: statementDeliveries.year })
        .from(statementDeliveries)
        .where(eq(statementDeliveries.donorKey, donorKey.toLowerCase()));
      return new Set(rows.map((row) => row.year));
    },
  };
}
