import { ADMIN_ROLE } from '@church/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import type { PasswordHasher } from '../../lib/password';
import { createRolesRepository } from '../roles';
import { createSessionsRepository } from '../sessions';
import { createUsersRepository } from './users.repository';
import { registerCurrentUserRoutes, registerMemberAdminRoutes, registerMemberListRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** The signed-in user's profile, and member management. Depends on roles and sessions. */
export const usersModule: FastifyPluginAsync<{ hasher: PasswordHasher }> = async (app, options) => {
  const db = app.database.db;
  const service = createUsersService({
    users: createUsersRepository(db),
    roles: createRolesRepository(db),
    sessions: createSessionsRepository(db),
    hasher: options.hasher,
    transaction: transactionRunner(db),
  });

  await app.register(async (own) => {
    own.addHook('onRequest', own.authenticate);
    registerCurrentUserRoutes(own, service);
  });
  await app.register(async (list) => {
    list.addHook('onRequest', list.authenticate);
    list.addHook('onRequest', list.requireAction('Members'));
    registerMemberListRoutes(list, service);
  });
  await app.register(async (admin) => {
    admin.addHook('onRequest', admin.authenticate);
    admin.addHook('onRequest', admin.requireRole(ADMIN_ROLE));
    registerMemberAdminRoutes(admin, service);
  });
};

export { createUsersRepository, type UserRow, type UsersRepository } from './users.repository';
export { toCurrentUser } from './users.service';
export { createDemoUsersSeed } from './users.seed';
