import { CreateMessageSchema, MessageListSchema, MessageSchema, MessagesQuerySchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../../lib/i18n';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { MessagesService } from './messages.service';

const tags = ['prayer requests'];

/** Signed in: the request's requester and admins; anyone else gets 404. */
export function registerMessageRoutes(app: FastifyInstance, service: MessagesService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/messages',
      access: 'owner',
      summary:
        "A page of a request's thread (6): skip=0 is the newest page, entities oldest first within it; older " +
        'pages by skip or beforeId. Reading marks the thread read for your side (numberOfNewMessages 0)',
      tags,
      schemas: { querystring: MessagesQuerySchema, response: { 200: MessageListSchema } },
      handler: (request) => service.list(currentUser(request), request.query, requestLanguage(request)),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/messages',
      access: 'owner',
      summary: "Write in a request's thread; an admin's answer e-mails the requester (once an hour at most)",
      tags,
      schemas: { body: CreateMessageSchema, response: { 201: MessageSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.post(currentUser(request), request.body)),
    }),
  );
}
