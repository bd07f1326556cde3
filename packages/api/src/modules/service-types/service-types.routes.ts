import {
  CreatePlanItemSchema,
  CreatePlanNoteSchema,
  MovePlanItemSchema,
  PlanItemSchema,
  PlanNoteSchema,
  SavePlanItemSchema,
  SavePlanNoteSchema,
  SaveServiceTypeSchema,
  ServicePlanSchema,
  ServiceTypeListSchema,
  ServiceTypesPageQuerySchema,
  ServiceTypesSearchQuerySchema,
  ServiceTypeSummarySchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../lib/params';
import { defineRoute } from '../../lib/route';
import type { ServiceTypesService } from './service-types.service';

const tags = ['service-types'];
const typeParams = idParams('Service type');
const itemParams = idParams('Plan item');
const noteParams = idParams('Note');
const noContent = { 204: v.null() };

/** Service types and their plans (the caller is checked by the module: Service plans, or admin). */
export function registerServiceTypeRoutes(app: FastifyInstance, service: ServiceTypesService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/service-types/paginated',
      access: ['Service plans'],
      summary: 'Service types, newest first, 10 a page; `search` keeps those whose name contains it',
      tags,
      schemas: { querystring: ServiceTypesPageQuerySchema, response: { 200: ServiceTypeListSchema } },
      handler: (request) => service.page(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/service-types',
      access: ['Service plans'],
      summary: 'The first service types (5) whose name contains `search`, newest first, for search boxes',
      tags,
      schemas: { querystring: ServiceTypesSearchQuerySchema, response: { 200: v.array(ServiceTypeSummarySchema) } },
      handler: (request) => service.search(request.query.search, request.query.take),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/service-types/:id',
      access: ['Service plans'],
      summary: 'The plan: its items in order, notes and attachments',
      tags,
      schemas: { params: typeParams, response: { 200: ServicePlanSchema } },
      handler: (request) => service.plan(request.params.id),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/service-types',
      access: ['Service plans'],
      summary: 'Create a service type with an empty plan',
      tags,
      schemas: { body: SaveServiceTypeSchema, response: { 201: ServiceTypeSummarySchema } },
      handler: async (request, reply) => reply.code(201).send(await service.create(request.body.name)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/service-types/:id',
      access: ['Service plans'],
      summary: 'Rename a service type',
      tags,
      schemas: { params: typeParams, body: SaveServiceTypeSchema, response: { 200: ServiceTypeSummarySchema } },
      handler: (request) => service.rename(request.params.id, request.body.name),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/service-types/:id',
      access: ['Service plans'],
      summary: 'Delete a service type with its plan; its uploaded attachments leave storage',
      tags,
      schemas: { params: typeParams, response: noContent },
      handler: async (request, reply) => {
        await service.delete(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}

export function registerPlanItemRoutes(app: FastifyInstance, service: ServiceTypesService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/service-types/plan-items',
      access: ['Service plans'],
      summary: 'Add an item to a plan, at `position` (1 is first) or at the end (songKey and songId for songs only)',
      tags,
      schemas: { body: CreatePlanItemSchema, response: { 201: PlanItemSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.createItem(request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/service-types/plan-items/:id',
      access: ['Service plans'],
      summary: 'One plan item',
      tags,
      schemas: { params: itemParams, response: { 200: PlanItemSchema } },
      handler: (request) => service.getItem(request.params.id),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/service-types/plan-items/:id',
      access: ['Service plans'],
      summary: 'Change an item (not its place: see .../position)',
      tags,
      schemas: { params: itemParams, body: SavePlanItemSchema, response: { 200: PlanItemSchema } },
      handler: (request) => service.updateItem(request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/service-types/plan-items/:id/position',
      access: ['Service plans'],
      summary: 'Move an item to a position (1 is first; past the end is last); answers the items in order',
      tags,
      schemas: { params: itemParams, body: MovePlanItemSchema, response: { 200: v.array(PlanItemSchema) } },
      handler: (request) => service.moveItem(request.params.id, request.body.position),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/service-types/plan-items/:id',
      access: ['Service plans'],
      summary: 'Remove an item; the ones after it move up',
      tags,
      schemas: { params: itemParams, response: noContent },
      handler: async (request, reply) => {
        await service.deleteItem(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}

export function registerPlanNoteRoutes(app: FastifyInstance, service: ServiceTypesService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/service-types/notes',
      access: ['Service plans'],
      summary: 'Add a note to a plan',
      tags,
      schemas: { body: CreatePlanNoteSchema, response: { 201: PlanNoteSchema } },
      handler: async (request, reply) =>
        reply.code(201).send(await service.createNote(request.body.serviceTypeId, request.body.text)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/service-types/notes/:id',
      access: ['Service plans'],
      summary: "Change a note's text",
      tags,
      schemas: { params: noteParams, body: SavePlanNoteSchema, response: { 200: PlanNoteSchema } },
      handler: (request) => service.updateNote(request.params.id, request.body.text),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/service-types/notes/:id',
      access: ['Service plans'],
      summary: 'Remove a note',
      tags,
      schemas: { params: noteParams, response: noContent },
      handler: async (request, reply) => {
        await service.deleteNote(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}
