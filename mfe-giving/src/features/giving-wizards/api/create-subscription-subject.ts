import { SubscriptionDataSchema, type PaymentKind, type SubscriptionData } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';
import type { RecurringChoice } from '../stores/wizard-store';

/**
 * The member's gateway customer and the price of this plan (or amount), giving type and
 * schedule. A monthly plan asks exactly as the spec's wizard did.
 */
export async function createSubscriptionSubject(
  choice: RecurringChoice,
  coverFees = false,
  paymentKind: PaymentKind = 'card',
): Promise<SubscriptionData> {
  const amount =
    choice.givingPlanId !== undefined
      ? { givingPlanId: choice.givingPlanId }
      : { amount: choice.amount?.toFixed(2) ?? '' };
  const searchParams = {
    ...amount,
    givingTypeId: choice.givingTypeId,
    ...(choice.schedule !== 'monthly' ? { schedule: choice.schedule } : {}),
    // Each charge adds the fee of what pays it: the API makes the price of gift plus fee.
    ...(coverFees ? { coverFees: 'true' } : {}),
    ...(paymentKind === 'bank' ? { paymentKind } : {}),
  };
  return v.parse(SubscriptionDataSchema, await api.post('givings/subscription-subject', { searchParams }).json());
}
