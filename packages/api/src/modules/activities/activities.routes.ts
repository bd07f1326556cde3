import { ActivitiesQuerySchema, ActivityListSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../lib/params';
import { defineRoute } from '../../lib/route';
import type { ActivitiesService } from './activities.service';

const tags = ['dashboard'];

/** Admins only (the caller adds the guard). */
export function registerActivitiesRoutes(app: FastifyInstance, service: ActivitiesService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/activities/for-period',
      access: 'admin',
      summary:
        "Recent activities of the period, newest first (take = 8); the page starts at skip − additionalSkip (the list's deletions)",
      tags,
      schemas: { querystring: ActivitiesQuerySchema, response: { 200: ActivityListSchema } },
      handler: (request) => service.page(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/activities/:id',
      access: 'admin',
      summary: 'Remove an activity from the list (its subject stays)',
      tags,
      schemas: { params: idParams('Activity'), response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.delete(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}
