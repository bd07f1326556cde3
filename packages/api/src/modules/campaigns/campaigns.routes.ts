import {
  CampaignIdParamsSchema,
  CampaignListSchema,
  CampaignPledgeListSchema,
  CampaignPledgesQuerySchema,
  CampaignSchema,
  CampaignsQuerySchema,
  MyCampaignPledgeSchema,
  MyPledgesSchema,
  PledgeInputSchema,
  PledgeProgressSchema,
  PublicCampaignSchema,
  SaveCampaignSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { CampaignsService } from './campaigns.service';

const tags = ['giving'];

/** A campaign's page: anyone reads it; a signed-in member pledges to it and sees their progress. */
export function registerCampaignPageRoutes(app: FastifyInstance, service: CampaignsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/campaigns/:id',
      access: 'public',
      summary: "A campaign's name, days and goal (dollars); `raised` only when its managers show the total",
      tags,
      schemas: { params: CampaignIdParamsSchema, response: { 200: PublicCampaignSchema } },
      handler: (request) => service.publicView(request.params.id),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/campaigns/:id/my-pledge',
      access: 'signed-in',
      summary: "The signed-in member's pledge to the campaign with what they gave toward it (null when none)",
      tags,
      schemas: { params: CampaignIdParamsSchema, response: { 200: MyCampaignPledgeSchema } },
      handler: async (request) => ({ pledge: await service.myPledge(request.params.id, currentUser(request).id) }),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/campaigns/:id/my-pledge',
      access: 'signed-in',
      summary:
        "Pledge (or change the member's pledge): each gift's amount in dollars, once or on a schedule until the campaign ends; 409 once it has ended",
      tags,
      schemas: { params: CampaignIdParamsSchema, body: PledgeInputSchema, response: { 200: PledgeProgressSchema } },
      handler: (request) => service.pledge(request.params.id, currentUser(request).id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/campaigns/:id/my-pledge',
      access: 'signed-in',
      summary: "Withdraw the member's pledge to the campaign (their gifts stay)",
      tags,
      schemas: { params: CampaignIdParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.cancelPledge(request.params.id, currentUser(request).id);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/pledges/current',
      access: 'signed-in',
      summary: "The member's pledges with given so far and remaining, and the open campaigns they have not pledged to",
      tags,
      schemas: { response: { 200: MyPledgesSchema } },
      handler: (request) => service.myPledges(currentUser(request).id),
    }),
  );
}

/** Admins and holders of the Givings action: the Campaigns page. */
export function registerCampaignsManagementRoutes(app: FastifyInstance, service: CampaignsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/campaigns',
      access: ['Givings'],
      summary:
        'A page of campaigns (10 by default), the latest start first, each with raised, pledged and pledge count',
      tags,
      schemas: { querystring: CampaignsQuerySchema, response: { 200: CampaignListSchema } },
      handler: (request) => service.page(request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/campaigns',
      access: ['Givings'],
      summary: 'Create a campaign: name, goal (dollars), first and last day, the giving type it counts, showTotal',
      tags,
      schemas: { body: SaveCampaignSchema, response: { 201: CampaignSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.create(request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/campaigns/:id',
      access: ['Givings'],
      summary: 'Change a campaign (pledges keep the gifts they promised)',
      tags,
      schemas: { params: CampaignIdParamsSchema, body: SaveCampaignSchema, response: { 200: CampaignSchema } },
      handler: (request) => service.update(request.params.id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/campaigns/:id',
      access: ['Givings'],
      summary: 'Delete a campaign and its pledges (the gifts stay)',
      tags,
      schemas: { params: CampaignIdParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.delete(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/campaigns/:id/pledges',
      access: ['Givings'],
      summary: "A page of the campaign's pledges (10 by default) by member name, each with given so far and remaining",
      tags,
      schemas: {
        params: CampaignIdParamsSchema,
        querystring: CampaignPledgesQuerySchema,
        response: { 200: CampaignPledgeListSchema },
      },
      handler: (request) => service.pledgesOfCampaign(request.params.id, request.query),
    }),
  );
}
