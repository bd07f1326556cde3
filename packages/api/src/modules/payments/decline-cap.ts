import { sql } from 'drizzle-orm';
import type { GatewayPaymentIntent, PaymentEventHandler, PaymentGateway } from './gateway';
import { paymentIntentDeclines } from './payments.table';

/**
 * Card testers try card after card on one payment; a giver retries once or twice. After this
 * many declines a one-time gift's intent is canceled and the giver starts the gift again
 * (decision 0060). The sandbox applies it as the provider's own rule; in Stripe mode we count
 * the provider's `payment_intent.payment_failed` events ourselves (declineCap).
 */
export const MAX_DECLINES_PER_INTENT = 3;

/**
 * Counts the declines of a one-time gift's intent (one named by `metadata.givingId`; a monthly
 * gift's invoice is retried by the giver on purpose) and cancels it at the cap. Runs in the
 * event's transaction: a failed cancel rolls the count back and the provider delivers again.
 */
export function declineCap(gateway: Pick<PaymentGateway, 'cancelPaymentIntent'>): PaymentEventHandler {
  return async (event, tx) => {
    const intent = event.data.object as unknown as Partial<GatewayPaymentIntent>;
    if (typeof intent.id !== 'string' || !intent.metadata?.givingId) return;
    const [counted] = await tx
      .insert(paymentIntentDeclines)
      .values({ intentId: intent.id, declines: 1 })
      .onConflictDoUpdate({
        target: paymentIntentDeclines.intentId,
        set: { declines: sql`${paymentIntentDeclines.declines} + 1`, updatedAt: sql`now()` },
      })
      .returning({ declines: paymentIntentDeclines.declines });
    if (counted?.declines === MAX_DECLINES_PER_INTENT) await gateway.cancelPaymentIntent(intent.id);
  };
}
