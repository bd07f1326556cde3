import {
  AllowedActionSchema,
  CreateRoleSchema,
  RoleIdParamsSchema,
  RoleSchema,
  RoleShortSchema,
  UpdateRoleSchema,
  UpdateRolesRangeSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { RolesService } from './roles.service';

const tags = ['roles'];

/**
 * Holders of the Roles action and admins (each route's `access`); what a
 * non-admin may give or change is the service's to check (delegation.ts).
 */
export function registerRolesRoutes(app: FastifyInstance, service: RolesService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/roles',
      access: ['Roles'],
      summary: 'Roles with their allowed actions, sorted by name',
      tags,
      schemas: { response: { 200: v.array(RoleSchema) } },
      handler: () => service.list(),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/allowed-actions',
      access: ['Roles'],
      summary: 'The nine allowed actions a role can hold',
      tags,
      schemas: { response: { 200: v.array(AllowedActionSchema) } },
      handler: () => service.listActions(),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/roles',
      access: ['Roles'],
      summary: 'Create a role (unique name)',
      tags,
      schemas: { body: CreateRoleSchema, response: { 201: RoleSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.create(currentUser(request), request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/roles/range',
      access: ['Roles'],
      summary: "Replace several roles' allowed actions at once (all or nothing; never the Admin role)",
      tags,
      schemas: { body: UpdateRolesRangeSchema, response: { 200: v.array(RoleSchema) } },
      handler: (request) => service.updateRange(currentUser(request), request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/roles/:id',
      access: ['Roles'],
      summary: 'Rename a role and replace its allowed actions (never the Admin role; the Member role keeps its name)',
      tags,
      schemas: { params: RoleIdParamsSchema, body: UpdateRoleSchema, response: { 200: RoleSchema } },
      handler: (request) => service.update(currentUser(request), request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/roles/:id',
      access: ['Roles'],
      summary: 'Delete a role; its members fall back to the Member role (never the Admin or Member role)',
      tags,
      schemas: { params: RoleIdParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.delete(currentUser(request), request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}

/** Role names for pickers: also open to the Members action (the members page). */
export function registerRoleNamesRoute(app: FastifyInstance, service: RolesService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/roles/short',
      access: ['Roles', 'Members'],
      summary: 'Role ids and names, sorted by name',
      tags,
      schemas: { response: { 200: v.array(RoleShortSchema) } },
      handler: () => service.listShort(),
    }),
  );
}
