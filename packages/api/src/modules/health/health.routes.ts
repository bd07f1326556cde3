import { HealthResponseSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';

export function registerHealthRoutes(app: FastifyInstance) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/health',
      access: 'public',
      summary: 'Liveness and database reachability (a real `select 1`)',
      tags: ['health'],
      schemas: { response: { 200: HealthResponseSchema } },
      handler: async (request) => {
        try {
          await app.database.ping();
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          throw new HttpError(503, ['Database is unavailable']);
        }
        return { status: 'ok', database: 'ok' } as const;
      },
    }),
  );
}
