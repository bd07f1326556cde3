import type { GivingKind } from '@church/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { users } from '../users/users.table';
import { givingTypes } from '../giving-types/giving-types.table';
import type { DbOrTx } from '../../db/types';
import { givingDetails, givings } from './givings.table';

export type GivingsRepository = ReturnType<typeof createGivingsRepository>;
export type GivingRow = typeof givings.$inferSelect;

export type { GivingKind };

/** A new gift: pending (one-time, anonymous), or paid when it is recorded (recurring, offline). */
export interface NewGiving {
  userId: string | null;
  kind: GivingKind;
  donorName?: string;
  donorEmail?: string;
  status?: 'pending' | 'paid';
  paidAt?: Date;
  paymentIntentId?: string | null;
  invoiceId?: string;
  method?: string;
  note?: string;
}

export interface NewDesignation {
  givingTypeId: number;
  amountCents: number;
}

async function insertOnce(giving: NewGiving, designations: readonly NewDesignation[], tx: DbOrTx) {
  const amountCents = designations.reduce((sum, designation) => sum + designation.amountCents, 0);
  const [row] = await tx
    .insert(givings)
    .values({ ...giving, amountCents })
    .onConflictDoNothing()
    .returning();
  if (!row) return undefined;
  const details = await tx
    .insert(givingDetails)
    .values(designations.map((designation) => ({ givingId: row.id, ...designation })))
    .returning();
  return { giving: row, details };
}

export function createGivingsRepository(db: DbOrTx) {
  return {
    async insert(giving: NewGiving, designations: readonly NewDesignation[], tx: DbOrTx = db) {
      const inserted = await insertOnce(giving, designations, tx);
      if (!inserted) throw new Error('insert returned no giving');
      return inserted;
    },

    /** Inserts the gift unless one with its invoice (or intent) is there already: undefined then. */
    insertOnce(giving: NewGiving, designations: readonly NewDesignation[], tx: DbOrTx = db) {
      return insertOnce(giving, designations, tx);
    },

    /** Deletes an offline gift (its designations go with it); false when there is none with this id. */
    async deleteOffline(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(givings)
        .where(and(eq(givings.id, id), eq(givings.kind, 'offline')))
        .returning({ id: givings.id });
      return rows.length > 0;
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
          kind: givings.kind,
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
