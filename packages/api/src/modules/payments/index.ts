import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentsConfig } from '../../config';
import type { PaymentEventHandler, PaymentGateway } from './gateway';
import { registerPaymentsConfigRoute, registerSandboxRoutes, registerWebhookRoute } from './payments.routes';
import { createSandboxGateway, type SandboxGateway } from './gateways/sandbox/sandbox-gateway';
import { createStripeGateway, type StripeGatewayOptions } from './gateways/stripe/stripe-gateway';
import { declineCap } from './decline-cap';
import { createWebhookProcessor } from './webhook-processor';
import type { ApiModule } from '../api-module';
import * as paymentsTables from './payments.table';

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

/**
 * PaymentsConfig (Stripe when `stripe` holds its keys, else the sandbox signing with
 * `webhookSecret`); tests may also say where the Stripe API is.
 */
export interface PaymentsModuleOptions extends Omit<PaymentsConfig, 'stripe'> {
  stripe?: StripeGatewayOptions;
  /** CHURCH_TIME_ZONE: the days the sandbox charges recurring gifts on. */
  timeZone?: string;
}

/**
 * The payment gateway (decisions 0019, 0031), its webhook endpoint and, in sandbox mode only, the
 * stand-in for the provider's browser API. Registered at the root (its routes under /api) before
 * the giving modules, which use `app.payments`.
 */
const paymentsPlugin = fp<PaymentsModuleOptions>(
  async (app, options) => {
    const { gateway, webhookSecret, sandbox } = options.stripe
      ? { gateway: createStripeGateway(options.stripe), webhookSecret: options.stripe.webhookSecret, sandbox: null }
      : sandboxMode(app, options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`, options.timeZone);
    const processor = createWebhookProcessor(app.database.db, gateway);
    // The sandbox caps declines itself, as the provider's rule; with Stripe we count them.
    if (gateway.mode === 'stripe') processor.on('payment_intent.payment_failed', declineCap(gateway));
    app.decorate('payments', { gateway, on: processor.on, webhookSecret });

    await app.register(
      async (api) => {
        registerPaymentsConfigRoute(api, { mode: gateway.mode, publishableKey: gateway.publishableKey });
        await registerWebhookRoute(api, processor);
        if (sandbox) registerSandboxRoutes(api, sandbox);
      },
      { prefix: '/api' },
    );
  },
  { name: 'payments' },
);

/** The sandbox signs its events and posts them to our own webhook endpoint, as Stripe would. */
function sandboxMode(
  app: FastifyInstance,
  webhookSecret: string,
  timeZone: string | undefined,
): { gateway: PaymentGateway; webhookSecret: string; sandbox: SandboxGateway } {
  const sandbox = createSandboxGateway({
    db: app.database.db,
    webhookSecret,
    timeZone,
    async deliver(payload, signature) {
      // A failed delivery is logged, not thrown.
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
  return { gateway: sandbox, webhookSecret, sandbox };
}

export * from './gateway';
export { gatewayCall, intentView } from './payments.routes';
export { paymentCardOf } from './payment-card';
export { createSandboxGateway, sandboxMessages, type SandboxGateway } from './gateways/sandbox/sandbox-gateway';
export { createStripeGateway, STRIPE_API_VERSION, type StripeGatewayOptions } from './gateways/stripe/stripe-gateway';
export { signWebhookPayload, verifyWebhookSignature } from './webhook-signature';

export const paymentsModule: ApiModule = {
  name: 'payments',
  needs: [],
  tables: paymentsTables,
  // Decorates app.payments for the giving modules; its own routes sit under /api.
  decorate: (app, { payments, timeZone }) => app.register(paymentsPlugin, { ...payments, timeZone }),
};
export * from './payments.table';
