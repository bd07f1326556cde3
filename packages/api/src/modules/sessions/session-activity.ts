import { approximateAddress } from './approximate-address';
import { deviceOf } from './device-of';
import type { SessionsRepository } from './sessions.repository';

export interface SessionActivityOptions {
  sessions: SessionsRepository;
  /** A session's row is written at most this often by this process. */
  intervalMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export type SessionActivity = ReturnType<typeof createSessionActivity>;

/**
 * Keeps each session's device, network and last-active time for the member's list of sessions,
 * without a write per request: a session's first request in a minute writes, the others only
 * look at a map.
 */
export function createSessionActivity({
  sessions,
  intervalMs = 60_000,
  maxEntries = 10_000,
  now = Date.now,
}: SessionActivityOptions) {
  const written = new Map<string, number>();
  return {
    async seen(
      sessionId: string,
      userId: string,
      client: { userAgent: string | undefined; ip: string },
    ): Promise<void> {
      const at = now();
      const last = written.get(sessionId);
      if (last !== undefined && at - last < intervalMs) return;
      written.delete(sessionId);
      if (written.size >= maxEntries) written.delete(written.keys().next().value as string);
      written.set(sessionId, at);
      await sessions.recordActivity({
        id: sessionId,
        userId,
        ...deviceOf(client.userAgent),
        network: approximateAddress(client.ip),
      });
    },
  };
}
