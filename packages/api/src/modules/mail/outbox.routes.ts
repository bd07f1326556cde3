import { OutboxAttachmentParamsSchema, OutboxQuerySchema, OutboxResponseSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { attachmentDisposition } from '../../lib/pdf';
import { defineRoute, fileAnswer } from '../../lib/route';
import type { MailRepository } from './mail.repository';

export function registerOutboxRoutes(app: FastifyInstance, repository: MailRepository) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/outbox',
      access: 'admin',
      summary: 'E-mails kept by the embedded mail transport, newest first (admins only)',
      tags: ['mail'],
      schemas: { querystring: OutboxQuerySchema, response: { 200: OutboxResponseSchema } },
      handler: (request) => repository.list(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/outbox/:id/attachments/:index',
      access: 'admin',
      summary: 'The file of a kept e-mail, by its place among the attachments (admins only)',
      tags: ['mail'],
      schemas: {
        params: OutboxAttachmentParamsSchema,
        // The only files our e-mails carry are PDFs (tax receipts, statements).
        response: { 200: fileAnswer('The attachment', 'application/pdf') },
      },
      handler: async (request, reply) => {
        const file = await repository.attachment(request.params.id, request.params.index);
        if (!file) throw new HttpError(404, ['Attachment not found']);
        return reply
          .type(file.contentType)
          .header('content-disposition', attachmentDisposition(file.filename))
          .send(file.content);
      },
    }),
  );
}
