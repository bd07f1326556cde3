import {
  calendarMessages,
  ChangeOccurrenceSchema,
  EventDetailSchema,
  EventListSchema,
  EventOccurrenceQuerySchema,
  EventPageQuerySchema,
  EventSearchQuerySchema,
  EventSummarySchema,
  EventTemplateListSchema,
  EventTemplatesQuerySchema,
  ManagedEventListSchema,
  ManagedEventSchema,
  ManagedEventsQuerySchema,
  SaveEventSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { HttpError } from '../../lib/http-error';
import { idParams } from '../../lib/params';
import { defineRoute } from '../../lib/route';
import type { EventsManagementService } from './events-management.service';
import type { EventsRepository } from './events.repository';

const tags = ['events'];

/** Anyone; public events only. The current time is read per request, so "upcoming" moves on by itself. */
export function registerEventReadRoutes(app: FastifyInstance, events: EventsRepository, now: () => Date) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/events/upcoming',
      access: 'public',
      summary: 'Public events starting now or later, soonest first (skip, take = 6)',
      tags,
      schemas: { querystring: EventPageQuerySchema, response: { 200: EventListSchema } },
      handler: (request) => events.upcoming(now(), request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/events/latest',
      access: 'public',
      summary: 'Past public events, most recent first (skip, take = 6)',
      tags,
      schemas: { querystring: EventPageQuerySchema, response: { 200: EventListSchema } },
      handler: (request) => events.latest(now(), request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/events',
      access: 'public',
      summary: 'Public events whose title, description or location contains `search`; upcoming first (take = 5)',
      tags,
      schemas: { querystring: EventSearchQuerySchema, response: { 200: v.array(EventSummarySchema) } },
      handler: (request) => events.search(now(), request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/events/:id',
      access: 'public',
      summary:
        "A public event's page: title, description, when, where and its group; for a repeating event the date `on` names (else the next to come, or the last)",
      tags,
      schemas: {
        params: EventIdParamsSchema,
        querystring: EventOccurrenceQuerySchema,
        response: { 200: EventDetailSchema },
      },
      handler: async (request) => {
        const event = await events.find(request.params.id, request.query.on, now());
        if (!event) throw new HttpError(404, [calendarMessages.eventNotFound]);
        return event;
      },
    }),
  );
}

const EventIdParamsSchema = idParams('Event');
const OccurrenceParamsSchema = v.object({
  ...EventIdParamsSchema.entries,
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is invalid')),
});
const TemplateIdParamsSchema = idParams('Event template');

/** The Events page (Events action; admins always pass): every event, public or not, and templates. */
export function registerEventManagementRoutes(app: FastifyInstance, service: EventsManagementService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/events/paginated',
      access: ['Events'],
      summary:
        'A page of every event, public or not (8 by default): coming ones soonest first, then past ones, latest first; `search` as GET /events',
      tags,
      schemas: { querystring: ManagedEventsQuerySchema, response: { 200: ManagedEventListSchema } },
      handler: (request) => service.page(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/events',
      access: ['Events'],
      summary: 'Create an event (start and end are ISO instants); saveAsTemplate also keeps a template',
      tags,
      schemas: { body: SaveEventSchema, response: { 201: ManagedEventSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.create(request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/events/:id',
      access: ['Events'],
      summary: 'Update an event (saveAsTemplate is ignored)',
      tags,
      schemas: { params: EventIdParamsSchema, body: SaveEventSchema, response: { 200: ManagedEventSchema } },
      handler: (request) => service.update(request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/events/:id',
      access: ['Events'],
      summary: 'Delete an event',
      tags,
      schemas: { params: EventIdParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.delete(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/events/:id/occurrences/:date',
      access: ['Events'],
      summary:
        'Change one date of a repeating event on its own (`date` is its date in the series, YYYY-MM-DD); a skipped date comes back',
      tags,
      schemas: { params: OccurrenceParamsSchema, body: ChangeOccurrenceSchema, response: { 200: ManagedEventSchema } },
      handler: (request) => service.changeOccurrence(request.params.id, request.params.date, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/events/:id/occurrences/:date',
      access: ['Events'],
      summary: 'Skip one date of a repeating event (the feeds write it as an EXDATE)',
      tags,
      schemas: { params: OccurrenceParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.skipOccurrence(request.params.id, request.params.date);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/event-templates',
      access: ['Events'],
      summary: 'A page of event templates (8 by default; a search asks for 5), newest first; `search` in the title',
      tags,
      schemas: { querystring: EventTemplatesQuerySchema, response: { 200: EventTemplateListSchema } },
      handler: (request) => service.templatesPage(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/event-templates/:id',
      access: ['Events'],
      summary: 'Delete an event template (events made from it stay)',
      tags,
      schemas: { params: TemplateIdParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.deleteTemplate(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}
