import type { CreateSubscription, SubscriptionView } from '@church/contracts';
import { api } from '@church/http';

/** A monthly subscription; done when it answers `active`, else its first invoice says why. */
export function createSubscription(subscription: CreateSubscription): Promise<SubscriptionView> {
  return api.post('givings/create-subscription', { json: subscription }).json<SubscriptionView>();
}
