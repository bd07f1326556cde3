import { AuditLogPageSchema, AuditLogQuerySchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import type { AuditRepository } from './audit.repository';

/** Admins only. */
export function registerAuditRoutes(app: FastifyInstance, repository: AuditRepository) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/audit-log',
      access: 'admin',
      summary:
        'Recorded money and permission actions, newest first (20 a page by default), of one action, by a person (name or e-mail contains), from `from` until `to` (ISO 8601 instants)',
      tags: ['audit'],
      schemas: { querystring: AuditLogQuerySchema, response: { 200: AuditLogPageSchema } },
      handler: (request) => repository.page(request.query),
    }),
  );
}
