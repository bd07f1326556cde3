import {
  CreateSubscriptionSchema,
  InvoiceViewSchema,
  PayPastDueSchema,
  RecurringGivingIdParamsSchema,
  RecurringGivingListSchema,
  RetryInvoiceSchema,
  SubscriptionDataSchema,
  SubscriptionSubjectQuerySchema,
  SubscriptionViewSchema,
  UpdateRecurringGivingSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { RecurringGivingsService } from './recurring-givings.service';

const tags = ['giving'];

/** Signed in: the member's own monthly gifts. */
export function registerRecurringGivingRoutes(app: FastifyInstance, service: RecurringGivingsService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/subscription-subject',
      access: 'signed-in',
      summary: "The member's gateway customer and the monthly price of a plan and giving type",
      tags,
      schemas: { querystring: SubscriptionSubjectQuerySchema, response: { 200: SubscriptionDataSchema } },
      handler: (request) => service.subject(currentUser(request).id, request.query),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/create-subscription',
      access: 'owner',
      summary: 'Start a monthly gift and pay its first invoice with the card (active when paid)',
      tags,
      schemas: { body: CreateSubscriptionSchema, response: { 200: SubscriptionViewSchema } },
      handler: (request) => service.create(currentUser(request).id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/retry-invoice',
      access: 'owner',
      summary: "Pay the member's open invoice with another card (after a decline); no new subscription",
      tags,
      schemas: { body: RetryInvoiceSchema, response: { 200: InvoiceViewSchema } },
      handler: (request) => service.retryInvoice(currentUser(request).id, request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/recurring-givings/current',
      access: 'signed-in',
      summary: "The member's monthly gifts, newest first",
      tags,
      schemas: { response: { 200: RecurringGivingListSchema } },
      handler: (request) => service.list(currentUser(request).id),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/recurring-givings/current/:id',
      access: 'owner',
      summary:
        "Change one of the member's recurring gifts from its next charge on (amount, schedule, giving type, card)",
      tags,
      schemas: {
        params: RecurringGivingIdParamsSchema,
        body: UpdateRecurringGivingSchema,
        response: { 204: v.null() },
      },
      handler: async (request, reply) => {
        await service.update(currentUser(request).id, request.params.id, request.body);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/recurring-givings/current/:id/pay-past-due',
      access: 'owner',
      summary:
        "Pay the missed charge of one of the member's past-due recurring gifts with one of their cards (later charges use it); the invoice as the wizard reads it",
      tags,
      schemas: { params: RecurringGivingIdParamsSchema, body: PayPastDueSchema, response: { 200: InvoiceViewSchema } },
      handler: (request) =>
        service.payPastDue(currentUser(request).id, request.params.id, request.body.paymentMethodId),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/recurring-givings/current/:id',
      access: 'owner',
      summary: "Cancel one of the member's monthly gifts at the gateway",
      tags,
      schemas: { params: RecurringGivingIdParamsSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.cancel(currentUser(request).id, request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}
