import { type CreateSubscription, SubscriptionViewSchema, type SubscriptionView } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** A monthly subscription; done when it answers `active`, else its first invoice says why. */
export async function createSubscription(subscription: CreateSubscription): Promise<SubscriptionView> {
  return v.parse(SubscriptionViewSchema, await api.post('givings/create-subscription', { json: subscription }).json());
}
