import { ADMIN_ROLE } from '@church/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { createAuditRepository } from './audit.repository';
import { registerAuditRoutes } from './audit.routes';
import type { ApiModule } from '../api-module';
import * as auditTables from './audit.table';
import { auditContextPlugin } from './audit-context';

/**
 * The audit log: GET /api/audit-log for administrators. Other modules record through
 * `createAuditLog(db).record(...)`; `auditContextPlugin` (app-wide) tells it who and from where.
 */
const auditPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole(ADMIN_ROLE));
  registerAuditRoutes(app, createAuditRepository(app.database.db));
};

export { auditContextPlugin, currentWho, type AuditWho } from './audit-context';
export { createAuditLog, type AuditEvent, type AuditLog } from './audit-log';

export const auditModule: ApiModule = {
  name: 'audit',
  needs: [],
  tables: auditTables,
  // Who is asking and from where, for the records.
  decorate: (app) => app.register(auditContextPlugin),
  routes: (api) => api.register(auditPlugin),
};
export * from './audit.table';
