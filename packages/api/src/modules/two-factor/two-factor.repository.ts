import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { recoveryCodes, twoFactors } from './two-factor.table';

export type TwoFactorRow = typeof twoFactors.$inferSelect;
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

export function createTwoFactorRepository(db: DbOrTx) {
  return {
    async find(userId: string, tx: DbOrTx = db): Promise<TwoFactorRow | undefined> {
      const [row] = await tx.select().from(twoFactors).where(eq(twoFactors.userId, userId));
      return row;
    },

    /** A new, unconfirmed setup replaces an unconfirmed one; never a confirmed one. */
    async startSetup(userId: string, secretSealed: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .insert(twoFactors)
        .values({ userId, secretSealed })
        .onConflictDoUpdate({
          target: twoFactors.userId,
          set: { secretSealed, lastUsedStep: 0, createdAt: new Date() },
          setWhere: isNull(twoFactors.enabledAt),
        })
        .returning({ userId: twoFactors.userId });
      return rows.length > 0;
    },

    /** Confirms the setup with the step of the code that proved it, and stores the recovery codes. */
    async enable(userId: string, step: number, codeHashes: string[], tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .update(twoFactors)
        .set({ enabledAt: new Date(), lastUsedStep: step })
        .where(and(eq(twoFactors.userId, userId), isNull(twoFactors.enabledAt), lt(twoFactors.lastUsedStep, step)))
        .returning({ userId: twoFactors.userId });
      if (rows.length === 0) return false;
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      return true;
    },

    /** Accepts a step only past the last accepted one, in one statement: a code works once. */
    async useStep(userId: string, step: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(twoFactors)
        .set({ lastUsedStep: step })
        .where(and(eq(twoFactors.userId, userId), lt(twoFactors.lastUsedStep, step)))
        .returning({ userId: twoFactors.userId });
      return rows.length > 0;
    },

    /** Uses an unused recovery code, in one statement so two requests cannot both use it. */
    async useRecoveryCode(userId: string, codeHash: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.left ?? 0;
    },

    /** Turning it off or an admin's reset: the authenticator, its codes and remembered devices go. */
    async remove(userId: string, tx: DbOrTx = db): Promise<boolean> {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      const rows = await tx
        .delete(twoFactors)
        .where(eq(twoFactors.userId, userId))
        .returning({ id: twoFactors.userId });
      return rows.length > 0;
    },
  };
}
