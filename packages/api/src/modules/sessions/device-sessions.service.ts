import { deviceSessionMessages, type DeviceSession } from '@church/contracts';
import { HttpError } from '../../lib/http-error';
import type { DeviceSessionRow, SessionsRepository } from './sessions.repository';

export interface DeviceSessionsServiceDeps {
  sessions: SessionsRepository;
  /** Runs after a commit that ends sessions: their next request is refused. */
  sessionsChanged: () => void;
}

export type DeviceSessionsService = ReturnType<typeof createDeviceSessionsService>;

/** Who the signed-in member is, and which of their sessions asks. */
export interface Asker {
  userId: string;
  sessionId: string;
}

function toDeviceSession(row: DeviceSessionRow, currentId: string): DeviceSession {
  return {
    id: row.id,
    browser: row.browser ?? 'Unknown browser',
    system: row.system ?? 'Unknown system',
    where: row.network ?? 'Unknown network',
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.id === currentId,
  };
}

/** A member's own sessions: the list, signing one out, and signing out every other one. */
export function createDeviceSessionsService({ sessions, sessionsChanged }: DeviceSessionsServiceDeps) {
  return {
    async list({ userId, sessionId }: Asker): Promise<DeviceSession[]> {
      const rows = (await sessions.listLive(userId)).map((row) => toDeviceSession(row, sessionId));
      // This device first: the one the member is holding.
      return [...rows.filter((row) => row.current), ...rows.filter((row) => !row.current)];
    },

    /** Another member's session, or one that has ended, is not found (404). */
    async signOut({ userId }: Asker, id: string): Promise<void> {
      const ended = await sessions.revokeSessionOf(userId, id);
      if (!ended) throw new HttpError(404, [deviceSessionMessages.notFound]);
      sessionsChanged();
    },

    async signOutOthers({ userId, sessionId }: Asker): Promise<void> {
      await sessions.revokeUserExcept(userId, sessionId);
      sessionsChanged();
    },
  };
}
