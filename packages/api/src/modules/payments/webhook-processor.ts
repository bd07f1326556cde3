import type { Db } from '../../db/types';
import type { PaymentEventHandler, PaymentGateway } from './gateway';
import { paymentWebhookEvents } from './payments.table';

export type WebhookProcessor = ReturnType<typeof createWebhookProcessor>;

/** Verifies provider events and runs the handlers of each event id once. */
export function createWebhookProcessor(db: Db, gateway: Pick<PaymentGateway, 'constructEvent' | 'completeEvent'>) {
  const handlers = new Map<string, PaymentEventHandler[]>();
  return {
    /** Adds a handler for an event type; it runs in the transaction that records the event. */
    on(type: string, handler: PaymentEventHandler): void {
      handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    },

    /** Throws WebhookSignatureError for a bad signature; false when the event id was already processed. */
    async process(rawBody: string, signature: string | undefined): Promise<boolean> {
      const verified = gateway.constructEvent(rawBody, signature);
      if (typeof verified.id !== 'string' || typeof verified.type !== 'string') throw new SyntaxError('not an event');
      const event = gateway.completeEvent ? await gateway.completeEvent(verified) : verified;
      return db.transaction(async (tx) => {
        const claimed = await tx
          .insert(paymentWebhookEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentWebhookEvents.id });
        if (claimed.length === 0) return false;
        for (const handler of handlers.get(event.type) ?? []) await handler(event, tx);
        return true;
      });
    },
  };
}
