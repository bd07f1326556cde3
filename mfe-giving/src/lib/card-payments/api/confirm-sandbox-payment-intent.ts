import { PaymentIntentViewSchema, type PaymentIntentView } from '@church/contracts';
import { postToSandbox, type SandboxAnswer } from './post-to-sandbox';

/** The intent's id is the client secret's prefix, as with Stripe ('pi_..._secret_...'). */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/** POST /api/sandbox/payment-intents/:id/confirm: what stripe.confirmCardPayment sends. */
export function confirmSandboxPaymentIntent(
  clientSecret: string,
  paymentMethodId: string,
): Promise<SandboxAnswer<PaymentIntentView>> {
  return postToSandbox(
    `payment-intents/${encodeURIComponent(intentIdOf(clientSecret))}/confirm`,
    {
      clientSecret,
      paymentMethodId,
    },
    PaymentIntentViewSchema,
  );
}
