import { ClientErrorReportSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { HttpError } from '../../lib/http-error';
import type { RateLimiter } from '../../lib/rate-limit';
import { defineRoute } from '../../lib/route';

export function registerClientErrorsRoutes(app: FastifyInstance, limiter: RateLimiter) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/client-errors',
      summary: 'Report a front-end failure (a remote that failed to load or render) to the server log',
      tags: ['client-errors'],
      schemas: { body: ClientErrorReportSchema, response: { 204: v.null() } },
      // Counted before validation, so a flood of malformed reports is limited too.
      onRequest: async (request, reply) => {
        if (limiter.take(request.ip)) return;
        reply.header('retry-after', String(limiter.retryAfter(request.ip)));
        throw new HttpError(429, ['Too many requests, please try again later']);
      },
      handler: async (request, reply) => {
        const { source, message, url } = request.body;
        request.log.warn({ source, message, url }, 'client error reported');
        return reply.code(204).send();
      },
    }),
  );
}
