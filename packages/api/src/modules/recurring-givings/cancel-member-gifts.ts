import type { DbOrTx } from '../../db/types';
import { gatewayCall, type PaymentGateway } from '../payments';
import { createRecurringGivingsRepository } from './recurring-givings.repository';

/** Subscriptions that can still charge a card. */
const finished = new Set(['canceled', 'incomplete_expired']);

/**
 * What deleting a member needs from monthly gifts: every subscription of theirs canceled at the
 * gateway first (once the member is gone, nothing would name whose card keeps being charged).
 * The rows stay, as the gifts do; a gateway failure rejects, so the member is not deleted.
 */
export function createMemberGiftsCanceller(db: DbOrTx, gateway: PaymentGateway) {
  const recurring = createRecurringGivingsRepository(db);
  return async function cancelRecurringGiftsOf(userId: string): Promise<void> {
    for (const { row } of await recurring.listOwn(userId)) {
      if (finished.has(row.status)) continue;
      const subscription = await gatewayCall(() => gateway.cancelSubscription(row.subscriptionId));
      await recurring.sync(subscription.id, {
        status: subscription.status,
        canceledAt: subscription.status === 'canceled' ? new Date() : null,
      });
    }
  };
}
