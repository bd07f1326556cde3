import { deviceSessionMessages, type DeviceSession, type Language } from '@church/contracts';
import { HttpError } from '../../lib/http-error';
import { translator } from '../../lib/i18n';
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

/**
 * What sign-in recorded when it could not tell ('Unknown browser'...: stored in English), and
 * its words in the reader's language.
 */
const unknown = {
  browser: ['Unknown browser', 'api.sessions.unknownBrowser'],
  system: ['Unknown system', 'api.sessions.unknownSystem'],
  network: ['Unknown network', 'api.sessions.unknownNetwork'],
} as const;

function toDeviceSession(row: DeviceSessionRow, currentId: string, reader: Language): DeviceSession {
  const t = translator(reader);
  const told = (kind: keyof typeof unknown, value: string | null) =>
    value === null || value === unknown[kind][0] ? t(unknown[kind][1]) : value;
  return {
    id: row.id,
    browser: told('browser', row.browser),
    system: told('system', row.system),
    where: told('network', row.network),
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.id === currentId,
  };
}

/** A member's own sessions: the list, signing one out, and signing out every other one. */
export function createDeviceSessionsService({ sessions, sessionsChanged }: DeviceSessionsServiceDeps) {
  return {
    /** `reader`: the language the list is read in. */
    async list({ userId, sessionId }: Asker, reader: Language = 'en'): Promise<DeviceSession[]> {
      const rows = (await sessions.listLive(userId)).map((row) => toDeviceSession(row, sessionId, reader));
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
