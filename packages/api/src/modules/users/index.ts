import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import type { PasswordHasher } from '../../lib/password';
import { createAuditLog } from '../audit';
import { createMemberGiftsCanceller } from '../recurring-givings';
import { createRolesRepository } from '../roles';
import { createSessionsRepository } from '../sessions';
import { createPasswordChecks } from '../throttles';
import { createUsersRepository } from './users.repository';
import {
  registerCurrentUserRoutes,
  registerMemberAdminRoutes,
  registerMemberListRoutes,
  registerUserSearchRoutes,
} from './users.routes';
import { createUsersService } from './users.service';
import { users } from './users.table';
import type { ApiModule } from '../api-module';
import * as usersTables from './users.table';
import { createDemoUsersSeed } from './users.seed';

/**
 * The signed-in user's profile, and member management. Depends on roles, sessions and
 * recurring gifts (through `app.payments`, registered before the modules).
 */
const usersPlugin: FastifyPluginAsync<{ hasher: PasswordHasher }> = async (app, options) => {
  const db = app.database.db;
  const service = createUsersService({
    users: createUsersRepository(db),
    roles: createRolesRepository(db),
    sessions: createSessionsRepository(db),
    hasher: options.hasher,
    transaction: transactionRunner(db),
    sessionsChanged: () => app.sessionGuard.forgetAll(),
    passwordChecks: createPasswordChecks(db, 'password-change'),
    cancelRecurringGiftsOf: createMemberGiftsCanceller(db, app.payments.gateway),
    audit: createAuditLog(db),
  });

  await app.register(async (own) => {
    own.addHook('onRequest', own.authenticate);
    // Each member's own profile, kept per member until a write to users (theirs or an admin's).
    own.readCache.cacheReads(own, { tables: [users], perUser: true });
    own.readCache.dropAfterWrites(own, [users]);
    registerCurrentUserRoutes(own, service);
  });
  // The members page: admins, and members whose role has the Members action (/account/members).
  await app.register(async (members) => {
    members.addHook('onRequest', members.authenticate);
    members.addHook('onRequest', members.requireAction('Members'));
    members.readCache.dropAfterWrites(members, [users]);
    registerMemberListRoutes(members, service);
    registerMemberAdminRoutes(members, service);
  });
  await app.register(async (search) => {
    search.addHook('onRequest', search.authenticate);
    search.addHook('onRequest', search.requireAction('Members', 'Givings', 'Events'));
    registerUserSearchRoutes(search, service);
  });
};

export { createUsersRepository, type UserRow, type UsersRepository } from './users.repository';
export { toCurrentUser } from './users.service';
export { createDemoUsersSeed } from './users.seed';

export const usersModule: ApiModule = {
  name: 'users',
  needs: [],
  tables: usersTables,
  seeds: ({ hasher }) => [createDemoUsersSeed(hasher)],
  routes: (api, { hasher }) => api.register(usersPlugin, { hasher }),
};
export * from './users.table';
