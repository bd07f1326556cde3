import {
  AllGivingHistoryQuerySchema,
  AllGivingHistorySchema,
  AnonymousGivingSchema,
  CreatedGivingSchema,
  GivingHistoryQuerySchema,
  GivingHistorySchema,
  GivingPaymentSchema,
  OfflineGivingIdParamsSchema,
  OfflineGivingSchema,
  OneTimeGivingSchema,
  PaymentIntentDataSchema,
  RefundSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { clientNetwork } from '../../lib/client-network';
import { requestLanguage } from '../../lib/i18n';
import { isAdmin } from '../../lib/permissions';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { CardTestingLimits } from './card-testing-limits';
import type { GivingsService } from './givings.service';
import type { OfflineGivingsService } from './offline-givings.service';

const tags = ['giving'];

/**
 * Anonymous gifts: no sign-in. Each remembers the client's network (its declines count there)
 * and the page's language (its receipt is written in it).
 */
export function registerAnonymousGivingRoutes(app: FastifyInstance, service: GivingsService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/anonymous-giving',
      access: 'public',
      summary: "An anonymous donor's pending gift (designations in dollars, donor name and e-mail)",
      tags,
      schemas: { body: AnonymousGivingSchema, response: { 201: CreatedGivingSchema } },
      handler: async (request, reply) =>
        reply.code(201).send(
          await service.createAnonymous(request.body, {
            network: clientNetwork(request.ip),
            language: requestLanguage(request),
          }),
        ),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/anonymous-giving-payment',
      access: 'public',
      summary:
        "The payment intent of an anonymous pending gift (the same one when repeated); paymentKind card or bank, coverFees adds the fee (409 when `fee` is not the server's figure); 429 over the card-testing limits",
      tags,
      schemas: { body: GivingPaymentSchema, response: { 200: PaymentIntentDataSchema } },
      handler: ({ body, ip }) => service.payment(body.givingId, 'anonymous', { network: clientNetwork(ip) }, body),
    }),
  );
}

/**
 * Sandbox mode only (registered nowhere with real keys): an admin forgets the card-testing
 * counts, which lifts a cool-down a test made on the test site's one address.
 */
export function registerCardTestingSandboxRoute(app: FastifyInstance, limits: CardTestingLimits) {
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/sandbox/card-testing-limits',
      access: 'admin',
      summary:
        'Sandbox only: forget every anonymous payment attempt, decline and cool-down the card-testing limits counted',
      tags,
      schemas: { response: { 204: v.null() } },
      handler: async (_request, reply) => {
        await limits.forgetAll();
        return reply.code(204).send();
      },
    }),
  );
}

/** Signed in: the member's own gifts. */
export function registerMemberGivingRoutes(app: FastifyInstance, service: GivingsService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/one-time-giving',
      access: 'signed-in',
      summary: "The signed-in member's pending one-time gift (designations in dollars)",
      tags,
      schemas: { body: OneTimeGivingSchema, response: { 201: CreatedGivingSchema } },
      handler: async (request, reply) =>
        reply.code(201).send(await service.createOneTime(currentUser(request).id, request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/one-time-giving-payment',
      access: 'signed-in',
      summary:
        "The payment intent of the member's own pending gift (the same one when repeated); paymentKind card or bank, coverFees adds the fee (409 when `fee` is not the server's figure)",
      tags,
      schemas: { body: GivingPaymentSchema, response: { 200: PaymentIntentDataSchema } },
      handler: (request) =>
        service.payment(request.body.givingId, { userId: currentUser(request).id }, undefined, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/givings/history/current',
      access: 'signed-in',
      summary: "The member's paid designations, newest first (6 a page by default), each with how it was paid",
      tags,
      schemas: { querystring: GivingHistoryQuerySchema, response: { 200: GivingHistorySchema } },
      handler: (request) => service.history(currentUser(request).id, request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/givings/refund',
      access: 'owner',
      summary:
        "Refund one designation of the member's own paid gift, or of any online gift for an admin (isRefunded once the gateway confirms)",
      tags,
      schemas: { body: RefundSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        const user = currentUser(request);
        await service.refund(user.id, request.body.givingDetailId, { anyDonor: isAdmin(user) });
        return reply.code(204).send();
      },
    }),
  );
}

/** Holders of the Givings action and admins. */
export function registerGivingsManagementRoutes(
  app: FastifyInstance,
  service: GivingsService,
  offline: OfflineGivingsService,
) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/givings/history',
      access: ['Givings'],
      summary:
        'Every paid designation with its donor, newest first (5 a page by default), paid from `from` until `to` (ISO 8601 instants), of one giving type (givingTypeId)',
      tags,
      schemas: { querystring: AllGivingHistoryQuerySchema, response: { 200: AllGivingHistorySchema } },
      handler: (request) => service.allHistory(request.query, requestLanguage(request)),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/offline',
      access: ['Givings'],
      summary:
        'Record a gift received in person or by mail (paid; linked to the member with its donor e-mail); 409 for a check already recorded for the donor unless duplicateConfirmed',
      tags,
      schemas: { body: OfflineGivingSchema, response: { 201: CreatedGivingSchema } },
      handler: async (request, reply) => reply.code(201).send(await offline.create(request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/givings/offline/:id',
      access: ['Givings'],
      summary: 'Delete a recorded offline gift (online gifts are refunded, never deleted)',
      tags,
      schemas: { params: OfflineGivingIdParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await offline.delete(request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}
