import { OutboxQuerySchema, OutboxResponseSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import type { MailRepository } from './mail.repository';

export function registerOutboxRoutes(app: FastifyInstance, repository: MailRepository) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/outbox',
      summary: 'E-mails kept by the embedded mail transport, newest first (admins only)',
      tags: ['mail'],
      schemas: { querystring: OutboxQuerySchema, response: { 200: OutboxResponseSchema } },
      handler: (request) => repository.list(request.query),
    }),
  );
}
