import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/types';
import { transactionRunner } from '../../db/transaction';
import type { PasswordHasher } from '../../lib/password';
import { createRolesRepository } from '../roles';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Moves members from one role to another (the roles module, deleting a role). */
    roleHolders: { move(fromRoleId: number, toRoleId: number, tx?: DbOrTx): Promise<void> };
  }
}

/** The roles module reaches members' rows through this, not an import (users imports roles). */
const roleHoldersPlugin = fp(
  async (app) => {
    app.decorate('roleHolders', { move: createUsersRepository(app.database.db).moveRoleHolders });
  },
  { name: 'role-holders', dependencies: ['db'] },
);

/**
 * The signed-in user's profile, and member management. Depends on roles and sessions; a deleted
 * member's monthly gifts end through `app.memberGifts` (decorated by recurring-givings).
 */
const usersPlugin: FastifyPluginAsync<{ hasher: PasswordHasher }> = async (app, options) => {
  const db = app.database.db;
  const service = createUsersService({
    users: createUsersRepository(db),
    roles: createRolesRepository(db),
    sessions: app.memberSessions,
    hasher: options.hasher,
    transaction: transactionRunner(db),
    sessionsChanged: () => app.sessionGuard.forgetAll(),
    passwordChecks: createPasswordChecks(db, 'password-change'),
    cancelRecurringGiftsOf: (userId) => app.memberGifts.cancelAllOf(userId),
    audit: app.auditLog,
  });

  await app.register(async (own) => {
    // Each member's own profile, kept per member until a write to users (theirs or an admin's).
    own.readCache.cacheReads(own, { tables: [users], perUser: true });
    own.readCache.dropAfterWrites(own, [users]);
    registerCurrentUserRoutes(own, service);
  });
  // The members page: admins, and members whose role has the Members action (/account/members).
  await app.register(async (members) => {
    members.readCache.dropAfterWrites(members, [users]);
    registerMemberListRoutes(members, service);
    registerMemberAdminRoutes(members, service);
  });
  await app.register(async (search) => {
    registerUserSearchRoutes(search, service);
  });
};

export { createUsersRepository, type UserRow, type UsersRepository } from './users.repository';
export { toCurrentUser } from './users.service';

export const usersModule: ApiModule = {
  name: 'users',
  needs: ['enumerations', 'roles', 'throttles'],
  tables: usersTables,
  seeds: ({ hasher }) => [createDemoUsersSeed(hasher)],
  decorate: (app) => app.register(roleHoldersPlugin),
  routes: (api, { hasher }) => api.register(usersPlugin, { hasher }),
};
export * from './users.table';
