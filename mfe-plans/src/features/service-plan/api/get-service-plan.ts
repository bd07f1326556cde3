import { ServicePlanSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import { planKeys } from '../../../lib/plan-keys';

/** GET /api/service-types/{id}: the plan with its items in order, notes and attachments. */
export function getServicePlan(id: number, signal?: AbortSignal) {
  return getParsed(`service-types/${id}`, ServicePlanSchema, undefined, signal);
}

export const servicePlanQueryOptions = (id: number) =>
  queryOptions({ queryKey: planKeys.plan(id), queryFn: ({ signal }) => getServicePlan(id, signal) });

/** Asks nothing for an id that cannot be one (a mistyped URL). */
export const useServicePlan = (id: number) =>
  useQuery({ ...servicePlanQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
