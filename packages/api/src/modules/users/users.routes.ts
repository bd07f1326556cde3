import {
  ChangeUserRoleSchema,
  CurrentUserSchema,
  DeleteUsersSchema,
  MembersPageSchema,
  MembersQuerySchema,
  SetLanguageSchema,
  UpdateCurrentUserSchema,
  UserSearchQuerySchema,
  UserShortSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { UsersService } from './users.service';

const tags = ['users'];

/** Any signed-in user, about themselves only. */
export function registerCurrentUserRoutes(app: FastifyInstance, service: UsersService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/users/current',
      access: 'signed-in',
      summary: "The signed-in user's profile",
      tags,
      schemas: { response: { 200: CurrentUserSchema } },
      handler: (request) => service.getCurrent(currentUser(request).id),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/users/current',
      access: 'signed-in',
      summary: 'Update the profile; a new password needs the old one and signs out other devices',
      tags,
      schemas: { body: UpdateCurrentUserSchema, response: { 200: CurrentUserSchema } },
      handler: (request) =>
        service.updateCurrent(currentUser(request).id, request.body, { sessionId: request.sessionId, ip: request.ip }),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/users/current/language',
      access: 'signed-in',
      summary: "The signed-in member's language: their e-mails, and the site on every device they use",
      tags,
      schemas: { body: SetLanguageSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.setLanguage(currentUser(request).id, request.body.language);
        return reply.code(204).send();
      },
    }),
  );
}

/** Admins and holders of the Members action. */
export function registerMemberListRoutes(app: FastifyInstance, service: UsersService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/users/members',
      access: ['Members'],
      summary: 'Members with their role, a page at a time (skip, take = 12, search)',
      tags,
      schemas: { querystring: MembersQuerySchema, response: { 200: MembersPageSchema } },
      handler: (request) => service.listMembers(request.query),
    }),
  );
}

/**
 * Admins and holders of the Members, Givings or Events action: the members page's search, the
 * donor search of an offline gift (Givings Settings) and a group leader's search (Events).
 */
export function registerUserSearchRoutes(app: FastifyInstance, service: UsersService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/users',
      access: ['Givings', 'Events', 'Members'],
      summary: 'Search users by name or e-mail (at most 20), with their role and joined date',
      tags,
      schemas: { querystring: UserSearchQuerySchema, response: { 200: v.array(UserShortSchema) } },
      handler: (request) => service.search(request.query),
    }),
  );
}

/** Admins and holders of the Members action; only admins touch admins (see the service). */
export function registerMemberAdminRoutes(app: FastifyInstance, service: UsersService) {
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/users/role',
      access: ['Members'],
      summary: "Change a member's role (never your own; the Admin role only by admins)",
      tags,
      schemas: { body: ChangeUserRoleSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.changeRole(currentUser(request), request.body);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/users/multiple',
      access: ['Members'],
      summary: 'Delete several members: never yourself nor the last admin; their monthly gifts are canceled',
      tags,
      schemas: { body: DeleteUsersSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.deleteMany(currentUser(request), request.body.ids);
        return reply.code(204).send();
      },
    }),
  );
}
