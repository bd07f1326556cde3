import { and, desc, eq, exists, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { deviceSessions, refreshTokens } from './sessions.table';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type DeviceSessionRow = typeof deviceSessions.$inferSelect;

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/** A token of the session that still works: the session lives while one does. */
const liveTokenOf = (db: DbOrTx) =>
  db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, deviceSessions.id),
        eq(refreshTokens.userId, deviceSessions.userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    );

export function createSessionsRepository(db: DbOrTx) {
  const revoke = async (condition: SQL | undefined, tx: DbOrTx): Promise<string[]> => {
    const rows = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(condition, isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    return rows.map((row) => row.familyId);
  };

  return {
    /**
     * A new refresh token of `familyId`. Its session's row is made at sign-in (every way of
     * signing in issues tokens here) and marked active at each refresh.
     */
    async insert(
      values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx.insert(refreshTokens).values(values);
      await tx
        .insert(deviceSessions)
        .values({ id: values.familyId, userId: values.userId })
        .onConflictDoUpdate({ target: deviceSessions.id, set: { lastActiveAt: sql`now()` } });
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
      await revoke(eq(refreshTokens.familyId, familyId), tx);
    },
    /** Ends one session of the user; false when they have no such live session. */
    async revokeSessionOf(userId: string, familyId: string, tx: DbOrTx = db): Promise<boolean> {
      const ended = await revoke(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId)), tx);
      return ended.length > 0;
    },
    async revokeUser(userId: string, tx: DbOrTx = db): Promise<void> {
      await revoke(eq(refreshTokens.userId, userId), tx);
    },
    /** Every session of the user but `keepFamilyId` (the device that asked). */
    async revokeUserExcept(userId: string, keepFamilyId: string, tx: DbOrTx = db): Promise<void> {
      await revoke(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId)), tx);
    },
    /** The user's sessions that still live, most recently active first. */
    async listLive(userId: string, tx: DbOrTx = db): Promise<DeviceSessionRow[]> {
      return tx
        .select()
        .from(deviceSessions)
        .where(and(eq(deviceSessions.userId, userId), exists(liveTokenOf(tx))))
        .orderBy(desc(deviceSessions.lastActiveAt), desc(deviceSessions.createdAt));
    },
    /** Who the session's device is and where it is now; makes the row if it has none yet. */
    async recordActivity(
      values: { id: string; userId: string; browser: string; system: string; network: string },
      tx: DbOrTx = db,
    ): Promise<void> {
      const { browser, system, network } = values;
      await tx
        .insert(deviceSessions)
        .values(values)
        .onConflictDoUpdate({
          target: deviceSessions.id,
          set: { browser, system, network, lastActiveAt: sql`now()` },
          setWhere: eq(deviceSessions.userId, values.userId),
        });
    },
  };
}
