import {
  MyAssignmentSchema,
  OfferLinkPreviewSchema,
  OfferLinkQuerySchema,
  OpenPositionSchema,
  TakeOfferSchema,
  TeammateSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../lib/params';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { SchedulingService } from './scheduling.service';
import type { SwapsService } from './swaps.service';

const tags = ['scheduling'];

/** Swaps and self sign-up: a member acting on their own assignments and positions, no scheduler needed. */
export function registerSwapRoutes(app: FastifyInstance, scheduling: SchedulingService, swaps: SwapsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/my-assignments/:id/replacements',
      access: 'owner',
      summary:
        'Teammates who could take the place of one of your assignments: in its position, not on it already, without a conflict',
      tags,
      schemas: { params: idParams('Assignment'), response: { 200: v.array(TeammateSchema) } },
      handler: (request) => scheduling.myReplacements(currentUser(request).id, request.params.id),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/open-positions',
      access: 'signed-in',
      summary: 'Your positions on upcoming services that need more people, where you could serve',
      tags,
      schemas: { response: { 200: v.array(OpenPositionSchema) } },
      handler: (request) => swaps.openPositions(currentUser(request).id),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/scheduling/open-positions/:id/sign-up',
      access: 'signed-in',
      summary: 'Sign yourself up, Accepted, for an open slot of one of your positions (409 once it is full)',
      tags,
      schemas: { params: idParams('Position'), response: { 201: MyAssignmentSchema } },
      handler: async (request, reply) =>
        reply.code(201).send(await swaps.signUp(currentUser(request).id, request.params.id)),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/offer-link',
      access: 'public',
      summary:
        "The place an e-mailed offer link names, while its teammate may take it (the link's own proof; it is not used up)",
      tags,
      schemas: { querystring: OfferLinkQuerySchema, response: { 200: OfferLinkPreviewSchema } },
      handler: (request) => swaps.previewOffer(request.query.id, request.query.token),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/scheduling/offer-link',
      access: 'public',
      summary:
        'Take a place offered to your position by its e-mailed link, without signing in: the first teammate to take it serves (409 once taken, withdrawn or in conflict)',
      tags,
      schemas: { body: TakeOfferSchema, response: { 200: MyAssignmentSchema } },
      handler: ({ body }) => swaps.takeOffer(body.id, body.token),
    }),
  );
}
