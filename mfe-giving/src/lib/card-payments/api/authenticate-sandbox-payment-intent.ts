import { PaymentIntentViewSchema, type PaymentIntentView } from '@church/contracts';
import { intentIdOf } from './confirm-sandbox-payment-intent';
import { postToSandbox, type SandboxAnswer } from './post-to-sandbox';

/** POST /api/sandbox/payment-intents/:id/authenticate: the user's answer to the sandbox's 3-D Secure stand-in. */
export function authenticateSandboxPaymentIntent(
  clientSecret: string,
  approve: boolean,
): Promise<SandboxAnswer<PaymentIntentView>> {
  return postToSandbox(
    `payment-intents/${encodeURIComponent(intentIdOf(clientSecret))}/authenticate`,
    {
      clientSecret,
      approve,
    },
    PaymentIntentViewSchema,
  );
}
