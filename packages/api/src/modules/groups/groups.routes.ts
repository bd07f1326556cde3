import {
  GroupListSchema,
  GroupSchema,
  GroupsQuerySchema,
  GroupTypeListSchema,
  GroupTypeSchema,
  GroupTypesQuerySchema,
  SaveGroupSchema,
  SaveGroupTypeSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../lib/params';
import { defineRoute } from '../../lib/route';
import type { GroupsService } from './groups.service';

const tags = ['groups'];
const GroupTypeIdParamsSchema = idParams('Group type');
const GroupIdParamsSchema = idParams('Group');

/** Reads: the Events page, and the service planners' calendar (its colours). */
export function registerGroupReadRoutes(app: FastifyInstance, service: GroupsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/group-types',
      access: ['Service plans', 'Events'],
      summary: 'A page of group types (5 by default), by name',
      tags,
      schemas: { querystring: GroupTypesQuerySchema, response: { 200: GroupTypeListSchema } },
      handler: (request) => service.groupTypesPage(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/groups',
      access: ['Service plans', 'Events'],
      summary: 'Groups whose name contains `search` (take = 5 by default), by name, with type and leader',
      tags,
      schemas: { querystring: GroupsQuerySchema, response: { 200: GroupListSchema } },
      handler: (request) => service.groupsPage(request.query),
    }),
  );
}

/** Writes: the Events action (admins always pass). */
export function registerGroupWriteRoutes(app: FastifyInstance, service: GroupsService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/group-types',
      access: ['Events'],
      summary: 'Create a group type (unique name, a palette colour)',
      tags,
      schemas: { body: SaveGroupTypeSchema, response: { 201: GroupTypeSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.createGroupType(request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/group-types/:id',
      access: ['Events'],
      summary: 'Update a group type',
      tags,
      schemas: { params: GroupTypeIdParamsSchema, body: SaveGroupTypeSchema, response: { 200: GroupTypeSchema } },
      handler: (request) => service.updateGroupType(request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/group-types/:id',
      access: ['Events'],
      summary: 'Delete a group type no group uses (409 otherwise)',
      tags,
      schemas: { params: GroupTypeIdParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.deleteGroupType(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/groups',
      access: ['Events'],
      summary: 'Create a group (unique name) of a type, with an optional leader (a member id)',
      tags,
      schemas: { body: SaveGroupSchema, response: { 201: GroupSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.createGroup(request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/groups/:id',
      access: ['Events'],
      summary: 'Update a group',
      tags,
      schemas: { params: GroupIdParamsSchema, body: SaveGroupSchema, response: { 200: GroupSchema } },
      handler: (request) => service.updateGroup(request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/groups/:id',
      access: ['Events'],
      summary: 'Delete a group; its events stay, without a group',
      tags,
      schemas: { params: GroupIdParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.deleteGroup(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}
