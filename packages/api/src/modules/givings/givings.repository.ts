import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { givingDetails, givings } from './givings.table';

export type GivingsRepository = ReturnType<typeof createGivingsRepository>;
export type GivingRow = typeof givings.$inferSelect;

export function createGivingsRepository(db: DbOrTx) {
  return {
    async insert(
      giving: { userId: string | null; donorName?: string; donorEmail?: string; kind: 'one-time' | 'anonymous' },
      designations: readonly { givingTypeId: number; amountCents: number }[],
      tx: DbOrTx = db,
    ) {
      const amountCents = designations.reduce((sum, designation) => sum + designation.amountCents, 0);
      const [row] = await tx
        .insert(givings)
        .values({ ...giving, amountCents })
        .returning();
      if (!row) throw new Error('insert returned no giving');
      const details = await tx
        .insert(givingDetails)
        .values(designations.map((designation) => ({ givingId: row.id, ...designation })))
        .returning();
      return { giving: row, details };
    },

    async find(id: string, tx: DbOrTx = db): Promise<GivingRow | undefined> {
      const [row] = await tx.select().from(givings).where(eq(givings.id, id));
      return row;
    },

    details(givingId: string, tx: DbOrTx = db) {
      return tx.select().from(givingDetails).where(eq(givingDetails.givingId, givingId)).orderBy(asc(givingDetails.id));
    },

    /** Records the intent once; another request that got there first keeps its intent. */
    async setPaymentIntent(id: string, paymentIntentId: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(givings).set({ paymentIntentId }).where(eq(givings.id, id));
    },

    async markPaid(paymentIntentId: string, paidAt: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(givings)
        .set({ status: 'paid', paidAt })
        .where(and(eq(givings.paymentIntentId, paymentIntentId), eq(givings.status, 'pending')))
        .returning({ id: givings.id });
      return rows.length > 0;
    },
  };
}
