import {
  AutoFillProposalSchema,
  BlockoutSchema,
  CreateBlockoutSchema,
  MyFeedSchema,
  PlanConflictsSchema,
  SchedulingPreferencesSchema,
  SchedulingSettingsSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../lib/params';
import { defineRoute, fileAnswer } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { AvailabilityService } from './availability.service';

const tags = ['scheduling'];
const scheduler = ['Service plans'] as const;

/** The member's own blockouts, monthly maximum and feed address: the token says whose, always. */
export function registerMyAvailabilityRoutes(app: FastifyInstance, service: AvailabilityService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/my-blockouts',
      access: 'signed-in',
      summary: "The signed-in member's blockout dates, with their reasons, by first day",
      tags,
      schemas: { response: { 200: v.array(BlockoutSchema) } },
      handler: (request) => service.myBlockouts(currentUser(request).id),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/scheduling/my-blockouts',
      access: 'signed-in',
      summary: 'Block a day, a range of days, a weekday of a span (weekly) or a weekday of each month (monthly)',
      tags,
      schemas: { body: CreateBlockoutSchema, response: { 201: BlockoutSchema } },
      handler: async (request, reply) =>
        reply.code(201).send(await service.addBlockout(currentUser(request).id, request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/scheduling/my-blockouts/:id',
      access: 'owner',
      summary: 'Remove one of your own blockouts (anyone else’s is not found)',
      tags,
      schemas: { params: idParams('Blockout'), response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.removeBlockout(currentUser(request).id, request.params.id);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/my-preferences',
      access: 'signed-in',
      summary: 'The most services a month the signed-in member will serve (null: no maximum)',
      tags,
      schemas: { response: { 200: SchedulingPreferencesSchema } },
      handler: (request) => service.preferences(currentUser(request).id),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/scheduling/my-preferences',
      access: 'signed-in',
      summary: 'Set the most services a month you will serve',
      tags,
      schemas: { body: SchedulingPreferencesSchema, response: { 200: SchedulingPreferencesSchema } },
      handler: (request) => service.savePreferences(currentUser(request).id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/my-feed',
      access: 'signed-in',
      summary: "The secret address of the signed-in member's own schedule as an iCalendar feed",
      tags,
      schemas: { response: { 200: MyFeedSchema } },
      handler: (request) => service.myFeed(currentUser(request).id),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/scheduling/my-feed/renew',
      access: 'signed-in',
      summary: 'A new secret feed address; the old one stops working',
      tags,
      schemas: { response: { 200: MyFeedSchema } },
      handler: (request) => service.myFeed(currentUser(request).id, { renew: true }),
    }),
  );
}

const FeedParamsSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/, 'Calendar feed not found')),
});

/** The feed itself: calendar apps cannot sign in, so its unguessable address is the proof. */
export function registerScheduleFeedRoute(app: FastifyInstance, service: AvailabilityService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/feeds/:token.ics',
      access: 'public',
      summary: "iCalendar feed (RFC 5545) of one member's assignments, by its secret address",
      tags,
      schemas: {
        params: FeedParamsSchema,
        response: { 200: fileAnswer('An iCalendar feed', 'text/calendar') },
      },
      handler: async (request, reply) => {
        const text = await service.feed(request.params.token);
        return reply
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', 'inline; filename="my-schedule.ics"')
          .type('text/calendar; charset=utf-8')
          .send(text);
      },
    }),
  );
}

/** What the scheduler sees before saving, and the church's reminder (the Service plans action). */
export function registerSchedulerAvailabilityRoutes(app: FastifyInstance, service: AvailabilityService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/plans/:id/conflicts',
      access: scheduler,
      summary: "The plan's position members who are blocked, booked at that time or at their monthly maximum, and why",
      tags,
      schemas: { params: idParams('Service type'), response: { 200: PlanConflictsSchema } },
      handler: (request) => service.planConflicts(request.params.id),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/plans/:id/auto-fill',
      access: scheduler,
      summary:
        "People proposed for the plan's open slots by fair rotation, respecting blockouts, double bookings and monthly maximums (nothing is saved)",
      tags,
      schemas: { params: idParams('Service type'), response: { 200: v.array(AutoFillProposalSchema) } },
      handler: (request) => service.autoFill(request.params.id),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/scheduling/settings',
      access: scheduler,
      summary: 'How many days before a service everyone Accepted is reminded',
      tags,
      schemas: { response: { 200: SchedulingSettingsSchema } },
      handler: () => service.settings(),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/scheduling/settings',
      access: scheduler,
      summary: 'Set how many days before a service reminders go (0: none)',
      tags,
      schemas: { body: SchedulingSettingsSchema, response: { 200: SchedulingSettingsSchema } },
      handler: (request) => service.saveSettings(request.body),
    }),
  );
}
