import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditRepository } from './audit.repository';
import { registerAuditRoutes } from './audit.routes';
import type { ApiModule } from '../api-module';
import * as auditTables from './audit.table';
import { auditContextPlugin } from './audit-context';
import { createAuditLog, type AuditLog } from './audit-log';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the modules record what people did (`app.auditLog.record(...)`). */
    auditLog: AuditLog;
  }
}

/**
 * Decorates app.auditLog. The log snapshots member names from the users' table, so this module
 * imports users; the modules users needs record through the decorator, out of an import cycle.
 */
const auditLogPlugin = fp(
  async (app) => {
    app.decorate('auditLog', createAuditLog(app.database.db));
  },
  { name: 'audit-log', dependencies: ['db'] },
);

/**
 * The audit log: GET /api/audit-log for administrators. Other modules record through
 * `app.auditLog.record(...)` (a seed through `createAuditLog(tx)`); `auditContextPlugin`
 * (app-wide) tells it who and from where.
 */
const auditPlugin: FastifyPluginAsync = async (app) => {
  registerAuditRoutes(app, createAuditRepository(app.database.db));
};

export { currentWho, type AuditWho } from './audit-context';
export { createAuditLog, type AuditEvent, type AuditLog } from './audit-log';

export const auditModule: ApiModule = {
  name: 'audit',
  needs: ['users'],
  tables: auditTables,
  // The log, and who is asking and from where for its records.
  decorate: async (app) => {
    await app.register(auditLogPlugin);
    await app.register(auditContextPlugin);
  },
  routes: (api) => api.register(auditPlugin),
};
export * from './audit.table';
