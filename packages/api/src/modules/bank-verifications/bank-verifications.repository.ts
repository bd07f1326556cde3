import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/types';
import { givings } from '../givings';
import { bankVerifications } from './bank-verifications.table';

export type BankVerificationRow = typeof bankVerifications.$inferSelect;
export type NewBankVerification = typeof bankVerifications.$inferInsert;
export type BankVerificationsRepository = ReturnType<typeof createBankVerificationsRepository>;

/** The only code touching bank_verifications. */
export function createBankVerificationsRepository(db: Db) {
  const waiting = eq(bankVerifications.status, 'waiting');
  return {
    /** A new wait; an intent recorded before (a replayed event, the browser and the event) keeps its row. */
    async insert(row: NewBankVerification, tx: DbOrTx = db): Promise<void> {
      await tx.insert(bankVerifications).values(row).onConflictDoNothing();
    },

    /** The member's waits still open, oldest first, with the gift's charged amount when it is one. */
    listWaiting(userId: string, tx: DbOrTx = db) {
      return tx
        .select({
          row: bankVerifications,
          amountCents: givings.amountCents,
          feeCents: givings.feeCents,
        })
        .from(bankVerifications)
        .leftJoin(givings, eq(givings.id, bankVerifications.givingId))
        .where(and(eq(bankVerifications.userId, userId), waiting))
        .orderBy(asc(bankVerifications.since), asc(bankVerifications.id));
    },

    async findWaitingOf(userId: string, id: number, tx: DbOrTx = db): Promise<BankVerificationRow | undefined> {
      const [row] = await tx
        .select()
        .from(bankVerifications)
        .where(and(eq(bankVerifications.id, id), eq(bankVerifications.userId, userId), waiting));
      return row;
    },

    /** The wait of an intent ends (verified, or given up); only once, from waiting. */
    async end(intentId: string, status: 'verified' | 'ended', tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(bankVerifications)
        .set({ status })
        .where(and(eq(bankVerifications.intentId, intentId), waiting))
        .returning({ id: bankVerifications.id });
      return rows.length > 0;
    },

    /** Waits open since `before` or earlier and not reminded yet, oldest first. */
    dueForReminder(before: Date, tx: DbOrTx = db): Promise<BankVerificationRow[]> {
      return tx
        .select()
        .from(bankVerifications)
        .where(and(waiting, isNull(bankVerifications.remindedAt), lte(bankVerifications.since, before)))
        .orderBy(asc(bankVerifications.since))
        .limit(100);
    },

    /** Marks the reminder of a still-open wait as sent; false when it was sent or the wait ended meanwhile. */
    async claimReminder(id: number, at: Date, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(bankVerifications)
        .set({ remindedAt: at })
        .where(and(eq(bankVerifications.id, id), waiting, isNull(bankVerifications.remindedAt)))
        .returning({ id: bankVerifications.id });
      return rows.length > 0;
    },
  };
}
