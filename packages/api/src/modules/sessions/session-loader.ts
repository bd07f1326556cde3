import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import type { AuthUser } from '../../lib/access-tokens';
import { createRolesRepository, grantsOf } from '../roles';
import { createUsersRepository } from '../users';
import type { LoadSession } from './session-guard';
import { refreshTokens } from './sessions.table';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A session lives while its refresh-token family has an unrevoked, unexpired token of that
 * user: logout, a password reset, a detected reuse and a deletion all end it that way.
 */
export function createSessionLoader(db: DbOrTx): LoadSession {
  const users = createUsersRepository(db);
  const roles = createRolesRepository(db);
  return async (sessionId, userId): Promise<AuthUser | null> => {
    // Only our signed tokens get here, but a malformed id must not reach a uuid column.
    if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
    const [alive] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, sessionId),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (!alive) return null;
    const user = await users.findById(userId);
    if (!user) return null;
    return { id: user.id, language: user.language, ...(await grantsOf(roles, user.roleId)) };
  };
}
