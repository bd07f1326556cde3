import {
  AddPositionMemberSchema,
  AnswerAssignmentSchema,
  AnswerByLinkSchema,
  AnswerLinkPreviewSchema,
  AnswerLinkQuerySchema,
  AssignmentSchema,
  CreateAssignmentSchema,
  CreatePositionSchema,
  CreateTeamSchema,
  MyAssignmentSchema,
  MyScheduleSchema,
  PlanScheduleSchema,
  SavePlanTimeSchema,
  SavePositionSchema,
  SaveTeamSchema,
  SchedulePeopleQuerySchema,
  SchedulePersonSchema,
  TeamSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../lib/params';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { SchedulingService } from './scheduling.service';

const tags = ['scheduling'];
const noContent = { 204: v.null() };
const scheduler = ['Service plans'] as const;
const memberParams = v.object({
  ...idParams('Position').entries,
  userId: v.pipe(v.string(), v.uuid('User is invalid')),
});

/** Teams of a service type, their positions and who is in each (the Service plans action). */
export function registerTeamRoutes(app: FastifyInstance, service: SchedulingService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/service-types/:id/teams',
      access: scheduler,
      summary: "A service type's teams by name, their positions and members",
      tags,
      schemas: { params: idParams('Service type'), response: { 200: v.array(TeamSchema) } },
      handler: (request) => service.teams(request.params.id),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/scheduling/teams',
      access: scheduler,
      summary: 'Add a team to a service type',
      tags,
      schemas: { body: CreateTeamSchema, response: { 201: TeamSchema } },
      handler: async (request, reply) =>
        reply.code(201).send(await service.createTeam(request.body.serviceTypeId, request.body.name)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/scheduling/teams/:id',
      access: scheduler,
      summary: 'Rename a team and set how it schedules members of one household',
      tags,
      schemas: { params: idParams('Team'), body: SaveTeamSchema, response: { 200: TeamSchema } },
      handler: (request) => service.saveTeam(request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/scheduling/teams/:id',
      access: scheduler,
      summary: 'Delete a team with its positions and everyone scheduled in them',
      tags,
      schemas: { params: idParams('Team'), response: noContent },
      handler: async (request, reply) => {
        await service.deleteTeam(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/scheduling/positions',
      access: scheduler,
      summary: 'Add a position to a team; answers the team',
      tags,
      schemas: { body: CreatePositionSchema, response: { 201: TeamSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.createPosition(request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/scheduling/positions/:id',
      access: scheduler,
      summary: "Change a position's name or the people it needs; answers the team",
      tags,
      schemas: { params: idParams('Position'), body: SavePositionSchema, response: { 200: TeamSchema } },
      handler: (request) => service.updatePosition(request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/scheduling/positions/:id',
      access: scheduler,
      summary: 'Delete a position with everyone scheduled in it',
      tags,
      schemas: { params: idParams('Position'), response: noContent },
      handler: async (request, reply) => {
        await service.deletePosition(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/scheduling/positions/:id/members',
      access: scheduler,
      summary: 'Add a member to a position; answers the team (409 when they are in it already)',
      tags,
      schemas: { params: idParams('Position'), body: AddPositionMemberSchema, response: { 201: TeamSchema } },
      handler: async (request, reply) =>
        reply.code(201).send(await service.addMember(request.params.id, request.body.userId)),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/scheduling/positions/:id/members/:userId',
      access: scheduler,
      summary: 'Take a member out of a position (their past assignments stay)',
      tags,
      schemas: { params: memberParams, response: noContent },
      handler: async (request, reply) => {
        await service.removeMember(request.params.id, request.params.userId);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/people',
      access: scheduler,
      summary: 'Members whose name or e-mail contains `search` (10 at most), to add to a position',
      tags,
      schemas: { querystring: SchedulePeopleQuerySchema, response: { 200: v.array(SchedulePersonSchema) } },
      handler: (request) => service.searchPeople(request.query.search),
    }),
  );
}

/** A plan's date and the people scheduled on it (the Service plans action). */
export function registerPlanScheduleRoutes(app: FastifyInstance, service: SchedulingService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/plans/:id',
      access: scheduler,
      summary: "The plan's date, and each position of its teams with its members and who is scheduled",
      tags,
      schemas: { params: idParams('Service type'), response: { 200: PlanScheduleSchema } },
      handler: (request) => service.plan(request.params.id),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/scheduling/plans/:id/time',
      access: scheduler,
      summary: 'When the service starts',
      tags,
      schemas: { params: idParams('Service type'), body: SavePlanTimeSchema, response: noContent },
      handler: async (request, reply) => {
        await service.setPlanTime(request.params.id, request.body.startsAt);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/scheduling/assignments',
      access: scheduler,
      summary:
        'Schedule a member of the position on its plan: Pending, and an e-mail with Accept and Decline links (409 on a conflict unless `override`)',
      tags,
      schemas: { body: CreateAssignmentSchema, response: { 201: AssignmentSchema } },
      handler: async (request, reply) =>
        reply.code(201).send(await service.schedule(request.body, currentUser(request).id)),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/scheduling/assignments/:id',
      access: scheduler,
      summary: 'Take someone off the plan',
      tags,
      schemas: { params: idParams('Assignment'), response: noContent },
      handler: async (request, reply) => {
        await service.unschedule(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}

/** A member's own assignments, and the e-mailed links that answer one without signing in. */
export function registerAnswerRoutes(app: FastifyInstance, service: SchedulingService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/my-assignments',
      access: 'signed-in',
      summary: "The signed-in member's assignments, and whether they are on a team",
      tags,
      schemas: { response: { 200: MyScheduleSchema } },
      handler: (request) => service.mySchedule(currentUser(request).id),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/scheduling/my-assignments/:id',
      access: 'owner',
      summary:
        'Accept or decline (with an optional reason, and optionally asking an eligible teammate to take your place) one of your own assignments',
      tags,
      schemas: { params: idParams('Assignment'), body: AnswerAssignmentSchema, response: { 200: MyAssignmentSchema } },
      handler: (request) => service.answerOwn(currentUser(request).id, request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/answer-link',
      access: 'public',
      summary: "What an e-mailed link answers (the link's own proof; it is not used up)",
      tags,
      schemas: { querystring: AnswerLinkQuerySchema, response: { 200: AnswerLinkPreviewSchema } },
      handler: (request) => service.previewLink(request.query.id, request.query.token),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/scheduling/answer-link',
      access: 'public',
      summary:
        'Answer by an e-mailed link, without signing in: once, before it expires, for its own assignment only; a decline may ask a teammate to take the place',
      tags,
      schemas: { body: AnswerByLinkSchema, response: { 200: MyAssignmentSchema } },
      handler: ({ body }) => service.answerByLink(body.id, body.token, body),
    }),
  );
}
