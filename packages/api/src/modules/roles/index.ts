import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { createRolesRepository } from './roles.repository';
import { registerRoleNamesRoute, registerRolesRoutes } from './roles.routes';
import { createRolesService } from './roles.service';
import type { ApiModule } from '../api-module';
import * as rolesTables from './roles.table';
import { rolesSeed } from './roles.seed';

/** Roles and their allowed actions; managed by admins and holders of the Roles action. */
const rolesPlugin: FastifyPluginAsync = async (app) => {
  const service = createRolesService(
    createRolesRepository(app.database.db),
    transactionRunner(app.database.db),
    () => app.sessionGuard.forgetAll(),
    app.auditLog,
    (fromRoleId, toRoleId, tx) => app.roleHolders.move(fromRoleId, toRoleId, tx),
  );

  await app.register(async (names) => {
    registerRoleNamesRoute(names, service);
  });

  await app.register(async (managed) => {
    registerRolesRoutes(managed, service);
  });
};

export { assertMayAssign, assertMayManageMember } from './delegation';
export { grantsOf } from './grants';
export { createRolesRepository, type RolesRepository } from './roles.repository';
export { MEMBER_ROLE, MINISTRY_LEADER_ROLE } from './roles.seed';

export const rolesModule: ApiModule = {
  name: 'roles',
  needs: [],
  tables: rolesTables,
  seeds: () => [rolesSeed],
  routes: (api) => api.register(rolesPlugin),
};
export * from './roles.table';
