import type { SubscriptionData, SubscriptionSubjectQuery } from '@church/contracts';
import { api } from '@church/http';

/** The member's gateway customer and the monthly price of this plan and giving type. */
export function createSubscriptionSubject(query: SubscriptionSubjectQuery): Promise<SubscriptionData> {
  return api
    .post('givings/subscription-subject', {
      searchParams: { givingPlanId: query.givingPlanId, givingTypeId: query.givingTypeId },
    })
    .json<SubscriptionData>();
}
