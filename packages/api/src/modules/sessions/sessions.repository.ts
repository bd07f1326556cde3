import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { refreshTokens } from './sessions.table';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

export function createSessionsRepository(db: DbOrTx) {
  return {
    async insert(
      values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.insert(refreshTokens).values(values);
    },

    async findByHash(tokenHash: string, tx: DbOrTx = db): Promise<RefreshTokenRow | undefined> {
      const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Marks the token used; false when another request used (or revoked) it first. */
    async markRotated(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    async sealSuccessor(id: string, successorSealed: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(refreshTokens).set({ successorSealed }).where(eq(refreshTokens.id, id));
    },

    async revokeFamily(familyId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    async revokeUser(userId: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
