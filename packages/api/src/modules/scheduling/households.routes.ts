import { HouseholdSchema, householdMessages, JoinHouseholdSchema, schedulingMessages } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { RunInTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import type { HouseholdsRepository } from './households.repository';
import type { SchedulingRepository } from './scheduling.repository';

const tags = ['scheduling'];
/** Households are set on the Members page (decision 0095-households-and-offered-slots). */
const access = ['Members'] as const;
const userParams = v.object({ userId: v.pipe(v.string(), v.uuid('User is invalid')) });

/** A member's household: read, joined to another member's, left. */
export function registerHouseholdRoutes(
  app: FastifyInstance,
  deps: { households: HouseholdsRepository; scheduling: SchedulingRepository; transaction: RunInTransaction },
) {
  const { households, scheduling, transaction } = deps;
  const exists = async (userId: string) => {
    if (!(await scheduling.person(userId))) throw new HttpError(404, [schedulingMessages.personNotFound]);
  };

  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/households/:userId',
      access,
      summary: "Everyone in a member's household by name, the member too (none: an empty list)",
      tags,
      schemas: { params: userParams, response: { 200: HouseholdSchema } },
      handler: async ({ params }) => {
        await exists(params.userId);
        return { members: await households.householdOf(params.userId) };
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/scheduling/households/:userId',
      access,
      summary: "The member joins another member's household (made when that member has none), leaving their own",
      tags,
      schemas: { params: userParams, body: JoinHouseholdSchema, response: { 200: HouseholdSchema } },
      handler: async ({ params, body }) => {
        if (params.userId === body.withUserId) throw new HttpError(400, [householdMessages.sameMember]);
        await exists(params.userId);
        await exists(body.withUserId);
        await transaction((tx) => households.join(params.userId, body.withUserId, tx));
        return { members: await households.householdOf(params.userId) };
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/scheduling/households/:userId',
      access,
      summary: 'The member leaves their household (a household of one is removed)',
      tags,
      schemas: { params: userParams, response: { 204: v.null() } },
      handler: async ({ params }, reply) => {
        if (!(await transaction((tx) => households.leave(params.userId, tx))))
          throw new HttpError(404, [schedulingMessages.personNotFound]);
        return reply.code(204).send();
      },
    }),
  );
}
