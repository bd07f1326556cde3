import type { FastifyPluginAsync } from 'fastify';
import { createAuditRepository } from './audit.repository';
import { registerAuditRoutes } from './audit.routes';

/**
 * The audit log: GET /api/audit-log for administrators. Other modules record through
 * `createAuditLog(db).record(...)`; `auditContextPlugin` (app-wide) tells it who and from where.
 */
export const auditModule: FastifyPluginAsync = async (app) => {
  registerAuditRoutes(app, createAuditRepository(app.database.db));
};

export { auditContextPlugin, currentWho, type AuditWho } from './audit-context';
export { createAuditLog, type AuditEvent, type AuditLog } from './audit-log';
