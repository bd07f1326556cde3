import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../src/modules/payments';

/** The webhook secret the tests' Stripe configuration uses. */
export const FAKE_WEBHOOK_SECRET = 'whsec_test_fake_webhook_secret';

/** A Stripe event around a Stripe object, signed as Stripe signs its deliveries. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
}
