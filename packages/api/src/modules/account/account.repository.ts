import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { accountTokens, type AccountTokenPurpose } from './account.table';

export type AccountRepository = ReturnType<typeof createAccountRepository>;

export function createAccountRepository(db: DbOrTx) {
  return {
    async insertToken(
      values: { userId: string; purpose: AccountTokenPurpose; tokenHash: string; expiresAt: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.insert(accountTokens).values(values);
    },

    /** The user of an unused, unexpired token, without using it (checked again when used). */
    async findUsableToken(
      tokenHash: string,
      purpose: AccountTokenPurpose,
      tx: DbOrTx = db,
    ): Promise<string | undefined> {
      const [row] = await tx
        .select({ userId: accountTokens.userId })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        );
      return row?.userId;
    },

    /**
     * Uses the token if it is unused and unexpired, in one statement so two requests cannot
     * both use it. Returns the user it belongs to, or undefined.
     */
    async useToken(tokenHash: string, purpose: AccountTokenPurpose, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: accountTokens.userId });
      return row?.userId;
    },

    /** Retires every open link of this kind (after a reset, the other reset links die too). */
    async useAllTokens(userId: string, purpose: AccountTokenPurpose, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    },
  };
}
