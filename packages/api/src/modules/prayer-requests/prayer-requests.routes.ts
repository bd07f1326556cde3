import { CreatePrayerRequestSchema, PrayerRequestListSchema, PrayerRequestPageQuerySchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { PrayerRequestsService } from './prayer-requests.service';

/** Signed-in users who are not admins (the service says so with the spec's message). */
export function registerPrayerRequestRoutes(app: FastifyInstance, service: PrayerRequestsService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/requests',
      summary: 'Send a prayer request (members only; an admin gets 403)',
      tags: ['prayer requests'],
      schemas: { body: CreatePrayerRequestSchema, response: { 201: v.object({ id: v.number() }) } },
      handler: async (request, reply) => reply.code(201).send(await service.create(currentUser(request), request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/requests',
      summary: "The signed-in member's own prayer requests, newest first",
      tags: ['prayer requests'],
      schemas: { querystring: PrayerRequestPageQuerySchema, response: { 200: PrayerRequestListSchema } },
      handler: (request) => service.listOwn(currentUser(request), request.query),
    }),
  );
}
