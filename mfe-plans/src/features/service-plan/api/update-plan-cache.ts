import type { PlanItem, ServicePlan } from '@church/contracts';
import type { useQueryClient } from '@church/query';
import { planKeys } from '../../../lib/plan-keys';

type QueryClient = ReturnType<typeof useQueryClient>;
type Plan = ServicePlan['servicePlan'];

/** Applies a change the API confirmed to the cached plan, so the page (and its total) follow at once. */
export function updateCachedPlan(queryClient: QueryClient, id: number, change: (plan: Plan) => Partial<Plan>) {
  queryClient.setQueryData<ServicePlan>(planKeys.plan(id), (cached) =>
    cached ? { ...cached, servicePlan: { ...cached.servicePlan, ...change(cached.servicePlan) } } : cached,
  );
}

/** The list shows each plan's size: any item change makes it stale. */
export const invalidatePlanLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: planKeys.lists() });

/** Items 1..n in the order given, as the API numbers them. */
export const numbered = (items: readonly PlanItem[]) => items.map((item, index) => ({ ...item, position: index + 1 }));
