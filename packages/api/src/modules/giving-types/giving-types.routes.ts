import {
  GivingPlanSchema,
  GivingTypeIdParamsSchema,
  GivingTypeListSchema,
  GivingTypeSchema,
  GivingTypesQuerySchema,
  SaveGivingTypeSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../lib/route';
import type { GivingTypesService } from './giving-types.service';

const tags = ['giving'];

/** Open to anyone: the site loads types and plans once, for every giving flow. */
export function registerGivingTypesReadRoutes(app: FastifyInstance, service: GivingTypesService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/givingTypes',
      access: 'public',
      summary: 'Every giving type, oldest first',
      tags,
      schemas: { response: { 200: v.array(GivingTypeSchema) } },
      handler: () => service.list(),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/giving-plans',
      access: 'public',
      summary: 'The monthly giving plans, smallest amount first (dollars)',
      tags,
      schemas: { response: { 200: v.array(GivingPlanSchema) } },
      handler: () => service.plans(),
    }),
  );
}

/** Holders of the Givings action and admins: the Givings Settings page. */
export function registerGivingTypesManagementRoutes(app: FastifyInstance, service: GivingTypesService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/paginated-givingTypes',
      access: ['Givings'],
      summary: 'A page of giving types (5 by default), oldest first',
      tags,
      schemas: { querystring: GivingTypesQuerySchema, response: { 200: GivingTypeListSchema } },
      handler: (request) => service.page(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givingTypes',
      access: ['Givings'],
      summary: 'Create a giving type (unique name)',
      tags,
      schemas: { body: SaveGivingTypeSchema, response: { 201: GivingTypeSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.create(request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/givingTypes/:id',
      access: ['Givings'],
      summary: 'Rename a giving type',
      tags,
      schemas: { params: GivingTypeIdParamsSchema, body: SaveGivingTypeSchema, response: { 200: GivingTypeSchema } },
      handler: (request) => service.update(request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/givingTypes/:id',
      access: ['Givings'],
      summary: 'Delete a giving type nobody has given to',
      tags,
      schemas: { params: GivingTypeIdParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.delete(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}
