import { SubscriptionDataSchema, type SubscriptionData, type SubscriptionSubjectQuery } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';

/** The member's gateway customer and the monthly price of this plan and giving type. */
export async function createSubscriptionSubject(query: SubscriptionSubjectQuery): Promise<SubscriptionData> {
  return v.parse(
    SubscriptionDataSchema,
    await api
      .post('givings/subscription-subject', {
        searchParams: { givingPlanId: query.givingPlanId, givingTypeId: query.givingTypeId },
      })
      .json(),
  );
}
