import * as v from 'valibot';
import { GivingPlanSchema, type GivingPlan } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const givingPlansKey = ['giving-plans', 'all'] as const;

/** GET /api/giving-plans: the monthly plans, smallest amount first. */
export function getGivingPlans(signal?: AbortSignal): Promise<GivingPlan[]> {
  return getParsed('giving-plans', v.array(GivingPlanSchema), {}, signal);
}

export const givingPlansQueryOptions = queryOptions({
  queryKey: givingPlansKey,
  queryFn: ({ signal }) => getGivingPlans(signal),
});

/** Only the recurring wizard needs the plans: the one-time flows never ask for them. */
export const useGivingPlans = ({ enabled = true } = {}) => useQuery({ ...givingPlansQueryOptions, enabled });
