import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { createAuditLog } from '../audit';
import { createRolesRepository } from './roles.repository';
import { registerRoleNamesRoute, registerRolesRoutes } from './roles.routes';
import { createRolesService } from './roles.service';

/** Roles and their allowed actions; managed by admins and holders of the Roles action. */
export const rolesModule: FastifyPluginAsync = async (app) => {
  const service = createRolesService(
    createRolesRepository(app.database.db),
    transactionRunner(app.database.db),
    () => app.sessionGuard.forgetAll(),
    createAuditLog(app.database.db),
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
export { MEMBER_ROLE, MINISTRY_LEADER_ROLE, rolesSeed } from './roles.seed';
