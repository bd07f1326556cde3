import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { users } from '../users/users.table';
import { givingTypes } from '../giving-types/giving-types.table';
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

    /** Paid designations, newest first: one member's (userId) or everybody's (null). */
    async history(userId: string | null, skip: number, take: number, tx: DbOrTx = db) {
      const paid = inArray(givings.status, ['paid', 'refunded']);
      const mine: SQL | undefined = userId === null ? paid : and(eq(givings.userId, userId), paid);
      const [total] = await tx
        .select({ value: count() })
        .from(givingDetails)
        .innerJoin(givings, eq(givings.id, givingDetails.givingId))
        .where(mine);
      const rows = await tx
        .select({
          id: givingDetails.id,
          givingId: givings.id,
          amountCents: givingDetails.amountCents,
          givingTypeName: givingTypes.name,
          isRefunded: givingDetails.isRefunded,
          paidAt: givings.paidAt,
          createdAt: givings.createdAt,
          donorName: givings.donorName,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(givingDetails)
        .innerJoin(givings, eq(givings.id, givingDetails.givingId))
        .innerJoin(givingTypes, eq(givingTypes.id, givingDetails.givingTypeId))
        .leftJoin(users, eq(users.id, givings.userId))
        .where(mine)
        .orderBy(desc(givings.paidAt), asc(givingDetails.id))
        .offset(skip)
        .limit(take);
      return { count: total?.value ?? 0, rows };
    },

    async detailWithGiving(detailId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ detail: givingDetails, giving: givings })
        .from(givingDetails)
        .innerJoin(givings, eq(givings.id, givingDetails.givingId))
        .where(eq(givingDetails.id, detailId));
      return row;
    },

    /** The refund webhook: the detail is refunded; a gift with every detail refunded too. */
    async markDetailRefunded(detailId: number, tx: DbOrTx = db): Promise<void> {
      const [detail] = await tx
        .update(givingDetails)
        .set({ isRefunded: true })
        .where(eq(givingDetails.id, detailId))
        .returning({ givingId: givingDetails.givingId });
      if (!detail) return;
      const left = await tx
        .select({ id: givingDetails.id })
        .from(givingDetails)
        .where(and(eq(givingDetails.givingId, detail.givingId), eq(givingDetails.isRefunded, false)));
      if (left.length === 0)
        await tx.update(givings).set({ status: 'refunded' }).where(eq(givings.id, detail.givingId));
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
