// Sessions: refresh-token storage shared by the account module (sign-in, refresh, logout) and
// the users module (a password change signs every other device out), the guard that tells
// whether an access token's session still lives, and the member's own list of sessions
// (GET /api/account/sessions and signing them out).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createDeviceSessionsService } from './device-sessions.service';
import { scheduleEndedSessionsSweep } from './ended-sessions-sweep';
import { registerDeviceSessionRoutes } from './device-sessions.routes';
import { createSessionsRepository, type SessionsRepository } from './sessions.repository';
import * as sessionsTables from './sessions.table';
import type { ApiModule } from '../api-module';

export {
  createSessionsRepository,
  type DeviceSessionRow,
  type RefreshTokenRow,
  type SessionsRepository,
} from './sessions.repository';
export { createSessionGuard, type SessionGuard } from './session-guard';
export { createSessionLoader } from './session-loader';
export { createSessionActivity, type SessionActivity } from './session-activity';
export { openSuccessor, sealSuccessor } from './successor-seal';

declare module 'fastify' {
  interface FastifyInstance {
    /** The refresh-token store, for the users module (a password change ends other sessions). */
    memberSessions: SessionsRepository;
  }
}

/** Sessions belong to members (this module imports users); users reaches back through this. */
const memberSessionsPlugin = fp(
  async (app) => {
    app.decorate('memberSessions', createSessionsRepository(app.database.db));
    await scheduleEndedSessionsSweep(app);
  },
  { name: 'member-sessions', dependencies: ['db', 'jobs'] },
);

/** The signed-in member's sessions, per device. Depends on users (through its table). */
const sessionsPlugin: FastifyPluginAsync = async (app) => {
  const service = createDeviceSessionsService({
    sessions: createSessionsRepository(app.database.db),
    sessionsChanged: () => app.sessionGuard.forgetAll(),
  });
  await app.register(async (signedIn) => {
    registerDeviceSessionRoutes(signedIn, service);
  });
};

export const sessionsModule: ApiModule = {
  name: 'sessions',
  needs: ['roles', 'users'],
  tables: sessionsTables,
  decorate: (app) => app.register(memberSessionsPlugin),
  routes: (api) => api.register(sessionsPlugin),
};
export * from './sessions.table';
