import { createHash } from 'node:crypto';
import {
  CalendarEventDetailSchema,
  CalendarEventQuerySchema,
  CalendarMonthQuerySchema,
  CalendarMonthSchema,
} from '@church/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { defineRoute, fileAnswer, noBody } from '../../lib/route';
import type { CalendarFeedsService } from './calendar-feeds.service';
import type { CalendarService } from './calendar.service';

const tags = ['calendar'];

/**
 * Staff only (the caller adds the guard). Static paths under /events: Fastify matches them
 * before the events module's `/events/:id`, whichever registers first.
 */
export function registerCalendarRoutes(app: FastifyInstance, service: CalendarService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/events/by-month',
      access: ['Service plans'],
      summary: "Every event overlapping the month on the church's clock, with its group and colour",
      tags,
      schemas: { querystring: CalendarMonthQuerySchema, response: { 200: CalendarMonthSchema } },
      handler: (request) => service.month(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/events/detailed',
      access: ['Service plans'],
      summary:
        "One event with its description, group, group type and the group's leader; `on` names one date of a repeating event",
      tags,
      schemas: { querystring: CalendarEventQuerySchema, response: { 200: CalendarEventDetailSchema } },
      handler: (request) => service.detailed(request.query.id, request.query.on),
    }),
  );
}

// Clients poll often: a few minutes of caching, and a 304 when nothing changed.
async function sendCalendar(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  disposition = 'inline; filename="calendar.ics"',
) {
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', 'public, max-age=300').header('etag', etag).header('content-disposition', disposition);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('text/calendar; charset=utf-8').send(text);
}

/** The feed, or nothing new since the ETag the calendar app sent. */
const calendarAnswers = { 200: fileAnswer('An iCalendar feed', 'text/calendar'), 304: noBody };

const GroupFeedParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Group id must be a whole number'), v.transform(Number)),
});
const EventFileParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Event id must be a whole number'), v.transform(Number)),
});

/** Anyone: calendar apps subscribe without signing in, so only public events are in a feed. */
export function registerCalendarFeedRoutes(app: FastifyInstance, feeds: CalendarFeedsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/calendar/public.ics',
      access: 'public',
      summary: 'iCalendar feed (RFC 5545) of public events, 90 days back to two years ahead',
      tags,
      schemas: { response: calendarAnswers },
      handler: async (request, reply) => sendCalendar(request, reply, await feeds.publicFeed()),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/calendar/groups/:id.ics',
      access: 'public',
      summary: "iCalendar feed (RFC 5545) of one group's public events",
      tags,
      schemas: { params: GroupFeedParamsSchema, response: calendarAnswers },
      handler: async (request, reply) => sendCalendar(request, reply, await feeds.groupFeed(request.params.id)),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/calendar/events/:id.ics',
      access: 'public',
      summary: 'One public event as an iCalendar file (RFC 5545), downloaded to add it to a calendar',
      tags,
      schemas: { params: EventFileParamsSchema, response: calendarAnswers },
      handler: async (request, reply) =>
        sendCalendar(
          request,
          reply,
          await feeds.eventFile(request.params.id),
          `attachment; filename="event-${request.params.id}.ics"`,
        ),
    }),
  );
}
