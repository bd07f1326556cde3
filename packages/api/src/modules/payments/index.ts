import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { PaymentEventHandler, PaymentGateway } from './gateway';
import { registerPaymentsConfigRoute, registerSandboxRoutes, registerWebhookRoute } from './payments.routes';
import { createSandboxGateway } from './sandbox-gateway';
import { createWebhookProcessor } from './webhook-processor';

export interface Payments {
  gateway: PaymentGateway;
  /** Handle a provider event type once per event id, inside the transaction that records it. */
  on(type: string, handler: PaymentEventHandler): void;
  /** The secret webhooks are signed with (the sandbox signs its own events with it). */
  webhookSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export interface PaymentsModuleOptions {
  /** PAYMENTS_WEBHOOK_SECRET; unset: a random secret per process (the sandbox posts to itself). */
  webhookSecret?: string;
}

/**
 * The payment gateway (the sandbox; decision 0019), its webhook endpoint and, in sandbox mode,
 * the stand-in for the provider's browser API. Registered at the root (its routes under /api)
 * before the giving modules, which use `app.payments`.
 */
export const paymentsModule = fp<PaymentsModuleOptions>(
  async (app, options) => {
    const webhookSecret =
      options.webhookSecret ?? process.env.PAYMENTS_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`;
    const sandbox = createSandboxGateway({
      db: app.database.db,
      webhookSecret,
      async deliver(payload, signature) {
        // Our own endpoint, as the provider would call it; a failed delivery is logged, not thrown.
        const response = await app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        if (response.statusCode !== 200) {
          app.log.error({ statusCode: response.statusCode, body: response.body }, 'sandbox webhook delivery failed');
        }
      },
    });
    const processor = createWebhookProcessor(app.database.db, sandbox);
    app.decorate('payments', { gateway: sandbox, on: processor.on, webhookSecret });

    await app.register(
      async (api) => {
        registerPaymentsConfigRoute(api, { mode: sandbox.mode, publishableKey: sandbox.publishableKey });
        await registerWebhookRoute(api, processor);
        registerSandboxRoutes(api, sandbox);
      },
      { prefix: '/api' },
    );
  },
  { name: 'payments' },
);

export * from './gateway';
export { gatewayCall, intentView } from './payments.routes';
export { cardBrand, createSandboxGateway, sandboxMessages, type SandboxGateway } from './sandbox-gateway';
export { signWebhookPayload, verifyWebhookSignature } from './webhook-signature';
