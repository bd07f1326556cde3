import {
  AllPrayerRequestsQuerySchema,
  CreatePrayerRequestSchema,
  MarkAnsweredSchema,
  PrayerRequestIdParamsSchema,
  PrayerRequestListSchema,
  PrayerRequestPageQuerySchema,
  PrayerRequestSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requestLanguage } from '../../lib/i18n';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { PrayerRequestsService } from './prayer-requests.service';

const tags = ['prayer requests'];

/** Signed in: any signed-in user (the service refuses what is not theirs). */
export function registerPrayerRequestRoutes(app: FastifyInstance, service: PrayerRequestsService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/requests',
      access: 'signed-in',
      summary: 'Send a prayer request (members only; an admin gets 403)',
      tags,
      schemas: { body: CreatePrayerRequestSchema, response: { 201: v.object({ id: v.number() }) } },
      handler: async (request, reply) => reply.code(201).send(await service.create(currentUser(request), request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/requests',
      access: 'signed-in',
      summary: "The signed-in member's own prayer requests, most recently active first (20 a page)",
      tags,
      schemas: { querystring: PrayerRequestPageQuerySchema, response: { 200: PrayerRequestListSchema } },
      handler: (request) => service.listOwn(currentUser(request), request.query, requestLanguage(request)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/requests/:id/answered',
      access: 'owner',
      summary: 'The requester marks the request answered, with an optional note of thanks (others: 404, admins 403)',
      tags,
      schemas: {
        params: PrayerRequestIdParamsSchema,
        body: MarkAnsweredSchema,
        response: { 200: PrayerRequestSchema },
      },
      handler: (request) =>
        service.markAnswered(currentUser(request), request.params.id, request.body, requestLanguage(request)),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/requests/:id/answered',
      access: 'owner',
      summary: 'The requester reopens an answered request (its note goes too)',
      tags,
      schemas: { params: PrayerRequestIdParamsSchema, response: { 200: PrayerRequestSchema } },
      handler: (request) => service.reopen(currentUser(request), request.params.id, requestLanguage(request)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/requests/:id/seen',
      access: 'owner',
      summary:
        'Mark the thread read for your side (numberOfNewMessages 0), e.g. when a message arrives live in an open ' +
        'thread; GET /api/messages does the same',
      tags,
      schemas: { params: PrayerRequestIdParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.markSeen(currentUser(request), request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}

/** Admins only. */
export function registerAllPrayerRequestsRoute(app: FastifyInstance, service: PrayerRequestsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/requests/all',
      access: 'admin',
      summary:
        "Every member's prayer requests, most recently active first (20 a page); search the text or the member's " +
        'name; status all, open or answered',
      tags,
      schemas: { querystring: AllPrayerRequestsQuerySchema, response: { 200: PrayerRequestListSchema } },
      handler: (request) => service.listAll(request.query, requestLanguage(request)),
    }),
  );
}
