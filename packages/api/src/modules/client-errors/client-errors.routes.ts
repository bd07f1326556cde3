import { ClientErrorReportSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { clientNetwork } from '../../lib/client-network';
import { defineRoute } from '../../lib/route';
import { tooManyRequests, type Limiter } from '../throttles';

export function registerClientErrorsRoutes(app: FastifyInstance, limiter: Limiter) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/client-errors',
      access: 'public',
      summary: 'Report a front-end failure (a remote that failed to load or render) to the server log',
      tags: ['client-errors'],
      schemas: { body: ClientErrorReportSchema, response: { 204: v.null() } },
      // Counted before validation, so a flood of malformed reports is limited too.
      onRequest: async (request) => {
        const hit = await limiter.hit(clientNetwork(request.ip));
        if (!hit.allowed) throw tooManyRequests('Too many requests, please try again later', hit.retryAfter);
      },
      handler: async (request, reply) => {
        const { source, message, url } = request.body;
        request.log.warn({ source, message, url }, 'client error reported');
        return reply.code(204).send();
      },
    }),
  );
}
