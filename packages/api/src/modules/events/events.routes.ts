import { EventListSchema, EventPageQuerySchema, EventSearchQuerySchema, EventSummarySchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../lib/route';
import type { EventsRepository } from './events.repository';

const tags = ['events'];

/** Anyone. The current time is read per request, so "upcoming" moves on by itself. */
export function registerEventReadRoutes(app: FastifyInstance, events: EventsRepository, now: () => Date) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/events/upcoming',
      summary: 'Events starting now or later, soonest first (skip, take = 6)',
      tags,
      schemas: { querystring: EventPageQuerySchema, response: { 200: EventListSchema } },
      handler: (request) => events.upcoming(now(), request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/events/latest',
      summary: 'Past events, most recent first (skip, take = 6)',
      tags,
      schemas: { querystring: EventPageQuerySchema, response: { 200: EventListSchema } },
      handler: (request) => events.latest(now(), request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/events',
      summary: 'Events whose title, description or location contains `search`; upcoming first (take = 5)',
      tags,
      schemas: { querystring: EventSearchQuerySchema, response: { 200: v.array(EventSummarySchema) } },
      handler: (request) => events.search(now(), request.query),
    }),
  );
}
