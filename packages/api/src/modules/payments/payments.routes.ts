import {
  AdvanceTestClockSchema,
  GatewayPaymentMethodSchema,
  PaymentIntentIdParamsSchema,
  PaymentIntentViewSchema,
  PaymentsConfigSchema,
  SandboxAuthenticateSchema,
  SandboxConfirmPaymentSchema,
  SandboxCreatePaymentMethodSchema,
  SandboxTestClockSchema,
  type PaymentIntentView,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { HttpError } from '../../lib/http-error';
import { defineRoute } from '../../lib/route';
import { GatewayError, WebhookSignatureError, type GatewayCard, type GatewayPaymentIntent } from './gateway';
import type { SandboxGateway } from './gateways/sandbox/sandbox-gateway';
import type { WebhookProcessor } from './webhook-processor';

const tags = ['payments'];

/** Gateway refusals become the API's error body with the provider's message. */
export async function gatewayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayError) throw new HttpError(error.statusCode, [error.message]);
    throw error;
  }
}

export function intentView(intent: GatewayPaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    nextAction: intent.nextAction,
    lastPaymentError: intent.lastPaymentError,
  };
}

const cardView = (card: GatewayCard) => ({ id: card.id, card: card.card });

export function registerPaymentsConfigRoute(
  app: FastifyInstance,
  config: { mode: 'sandbox' | 'stripe'; publishableKey: string | null },
) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/payments/config',
      access: 'public',
      summary: "Which card field the browser mounts: the provider's (with its publishable key) or the sandbox's",
      tags,
      schemas: { response: { 200: PaymentsConfigSchema } },
      handler: () => config,
    }),
  );
}

/**
 * POST /api/payments/webhook: the raw body is kept (the parser of this context), the signature
 * verified on it, and each event id processed once.
 */
export async function registerWebhookRoute(app: FastifyInstance, processor: WebhookProcessor) {
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    raw.route(
      defineRoute({
        method: 'POST',
        url: '/payments/webhook',
        access: 'public',
        summary: 'Payment provider events, signed with t=...,v1=... (HMAC-SHA256); each event id handled once',
        tags,
        schemas: { response: { 200: v.object({ received: v.boolean(), duplicate: v.boolean() }) } },
        handler: async (request) => {
          const body = typeof request.body === 'string' ? request.body : '';
          const header = request.headers['stripe-signature'];
          try {
            const duplicate = !(await processor.process(body, Array.isArray(header) ? header[0] : header));
            return { received: true, duplicate };
          } catch (error) {
            if (error instanceof WebhookSignatureError) throw new HttpError(400, [error.message]);
            if (error instanceof SyntaxError) throw new HttpError(400, ['Webhook payload is invalid']);
            throw error;
          }
        },
      }),
    );
  });
}

/** The sandbox's stand-in for the provider's browser API (Stripe.js): sandbox mode only, no sign-in. */
export function registerSandboxRoutes(app: FastifyInstance, sandbox: SandboxGateway) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/sandbox/payment-methods',
      access: 'public',
      summary: 'Sandbox only: tokenise a test card (its number is never stored)',
      tags,
      schemas: { body: SandboxCreatePaymentMethodSchema, response: { 201: GatewayPaymentMethodSchema } },
      handler: async (request, reply) =>
        reply.code(201).send(cardView(await gatewayCall(() => sandbox.createPaymentMethod(request.body)))),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/sandbox/payment-intents/:id/confirm',
      access: 'public',
      summary: 'Sandbox only: confirm a payment intent with a card, as stripe.confirmCardPayment does',
      tags,
      schemas: {
        params: PaymentIntentIdParamsSchema,
        body: SandboxConfirmPaymentSchema,
        response: { 200: PaymentIntentViewSchema },
      },
      handler: async (request) =>
        intentView(
          await gatewayCall(() =>
            sandbox.confirmWithClientSecret(request.params.id, request.body.clientSecret, request.body.paymentMethodId),
          ),
        ),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/sandbox/payment-intents/:id/authenticate',
      access: 'public',
      summary: 'Sandbox only: approve or fail the authentication step of a requires_action intent',
      tags,
      schemas: {
        params: PaymentIntentIdParamsSchema,
        body: SandboxAuthenticateSchema,
        response: { 200: PaymentIntentViewSchema },
      },
      handler: async (request) =>
        intentView(
          await gatewayCall(() =>
            sandbox.authenticate(request.params.id, request.body.clientSecret, request.body.approve),
          ),
        ),
    }),
  );
  // The test clock: registered in sandbox mode only, so with real keys it is not there at all.
  app.route(
    defineRoute({
      method: 'GET',
      url: '/sandbox/test-clock',
      access: 'admin',
      summary: "Sandbox only: the sandbox's time (the real one plus the days its test clock was advanced)",
      tags,
      schemas: { response: { 200: SandboxTestClockSchema } },
      handler: async () => ({ now: (await sandbox.readClock()).toISOString(), charged: 0 }),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/sandbox/test-clock/advance',
      access: 'admin',
      summary: 'Sandbox only: advance the test clock and charge every recurring gift whose next charge day has come',
      tags,
      schemas: { body: AdvanceTestClockSchema, response: { 200: SandboxTestClockSchema } },
      handler: async (request) => {
        const { now, charged } = await gatewayCall(() => sandbox.advanceClock(request.body.days));
        return { now: now.toISOString(), charged };
      },
    }),
  );
}
