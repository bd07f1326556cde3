import type { DbOrTx } from '../../db/types';
import { gatewayCall, type PaymentGateway } from '../payments';
import { createRecurringGivingsRepository, liveSubscriptionsOf } from './recurring-givings.repository';

/**
 * What deleting a member needs from recurring gifts: every subscription of theirs canceled at the
 * gateway first (once the member is gone, nothing would name whose card keeps being charged).
 * The rows stay, as the gifts do; a gateway failure rejects, so the member is not deleted.
 */
export function createMemberGiftsCanceller(db: DbOrTx, gateway: PaymentGateway) {
  const recurring = createRecurringGivingsRepository(db);
  return async function cancelRecurringGiftsOf(userId: string): Promise<void> {
    for (const { row } of await recurring.listOwn(userId)) {
      // Each subscription that can still charge (a 1st and 15th gift has two with Stripe).
      for (const { subscriptionId } of liveSubscriptionsOf(row)) {
        const subscription = await gatewayCall(() => gateway.cancelSubscription(subscriptionId));
        await recurring.sync(subscription.id, {
          status: subscription.status,
          canceledAt: subscription.status === 'canceled' ? new Date() : null,
        });
      }
    }
  };
}
