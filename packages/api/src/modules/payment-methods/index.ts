import {
  PaymentIntentDataSchema,
  PaymentMethodIdParamsSchema,
  PaymentMethodSchema,
  SavePaymentMethodSchema,
} from '@church/contracts';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { createPaymentMethodsService } from './payment-methods.service';
import type { ApiModule } from '../api-module';
import * as paymentMethodsTables from './payment-methods.table';

const tags = ['payments'];

/** The signed-in member's saved cards, kept at the gateway under the member's customer. */
const paymentMethodsPlugin: FastifyPluginAsync = async (app) => {
  const service = createPaymentMethodsService(app.database.db, app.payments.gateway);
  app.payments.on('setup_intent.succeeded', service.onSetupSucceeded);
  await app.register(async (members) => {
    members.route(
      defineRoute({
        method: 'GET',
        url: '/payment-methods/current',
        access: 'signed-in',
        summary: "The member's saved cards, oldest first",
        tags,
        schemas: { response: { 200: v.array(PaymentMethodSchema) } },
        handler: (request) => service.list(currentUser(request).id),
      }),
    );
    members.route(
      defineRoute({
        method: 'POST',
        url: '/payment-methods',
        access: 'signed-in',
        summary: 'Save a card the card field created (attached to the member at the gateway)',
        tags,
        schemas: { body: SavePaymentMethodSchema, response: { 201: PaymentMethodSchema } },
        handler: async (request, reply) =>
          reply.code(201).send(await service.save(currentUser(request).id, request.body.stripePaymentMethodId)),
      }),
    );
    members.route(
      defineRoute({
        method: 'POST',
        url: '/payment-methods/bank-account-setup',
        access: 'signed-in',
        summary:
          "What the browser needs to add a US bank account through the provider's own dialog (its client secret); saved with POST /payment-methods once confirmed, or by the provider's event once verified by micro-deposits",
        tags,
        schemas: { response: { 200: PaymentIntentDataSchema } },
        handler: (request) => service.bankAccountSetup(currentUser(request).id),
      }),
    );
    members.route(
      defineRoute({
        method: 'PUT',
        url: '/payment-methods/:id/default',
        access: 'owner',
        summary: 'Make a saved card the default (the previous default is unmarked); answers the list',
        tags,
        schemas: { params: PaymentMethodIdParamsSchema, response: { 200: v.array(PaymentMethodSchema) } },
        handler: (request) => service.makeDefault(currentUser(request).id, request.params.id),
      }),
    );
    members.route(
      defineRoute({
        method: 'DELETE',
        url: '/payment-methods/:id',
        access: 'owner',
        summary: 'Remove a saved card (detached at the gateway)',
        tags,
        schemas: { params: PaymentMethodIdParamsSchema, response: { 204: v.null() } },
        handler: async (request, reply) => {
          await service.delete(currentUser(request).id, request.params.id);
          return reply.code(204).send();
        },
      }),
    );
  });
};

export { createPaymentMethodsService, type PaymentMethodsService } from './payment-methods.service';

export const paymentMethodsModule: ApiModule = {
  name: 'payment-methods',
  needs: ['payments', 'users'],
  tables: paymentMethodsTables,
  routes: (api) => api.register(paymentMethodsPlugin),
};
export * from './payment-methods.table';
