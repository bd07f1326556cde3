import type { AuthUser } from '../../lib/access-tokens';

/** Reads a session's current state: its user with today's roles, or null once it has ended. */
export type LoadSession = (sessionId: string, userId: string) => Promise<AuthUser | null>;

export interface SessionGuardOptions {
  load: LoadSession;
  /**
   * How long a session's state is trusted without asking the database again. It bounds how late
   * another API process notices a change (this process forgets at once, see `forgetAll`).
   */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;

/**
 * Whether an access token's session still lives, and who its user is now. A signed token alone
 * would keep working until it expires, after a logout, a password reset, a deletion or a
 * demotion; asking the database on every request would cost a query each. This keeps each
 * session's answer for a second, and forgets everything the moment anything that changes
 * sessions or roles has committed here.
 */
export function createSessionGuard({ load, ttlMs = 1000, maxEntries = 10_000, now = Date.now }: SessionGuardOptions) {
  const known = new Map<string, { user: AuthUser | null; at: number }>();
  // Fifty requests of one member arriving as the second ends share one load, not fifty.
  const loading = new Map<string, Promise<AuthUser | null>>();
  // Bumped by forgetAll: a load that began before a change must not store what it read.
  let generation = 0;

  return {
    async resolve(sessionId: string, userId: string): Promise<AuthUser | null> {
      const key = `${sessionId}:${userId}`;
      const hit = known.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.user;
      const shared = loading.get(key);
      if (shared) return shared;
      const started = generation;
      const pending = load(sessionId, userId);
      loading.set(key, pending);
      let user: AuthUser | null;
      try {
        user = await pending;
      } finally {
        if (loading.get(key) === pending) loading.delete(key);
      }
      if (started === generation) {
        known.delete(key);
        if (known.size >= maxEntries) known.delete(known.keys().next().value as string);
        known.set(key, { user, at: now() });
      }
      return user;
    },

    /** After a commit that ends sessions or changes roles: the next request reads afresh. */
    forgetAll(): void {
      generation += 1;
      known.clear();
      loading.clear();
    },
  };
}
