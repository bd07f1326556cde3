import { PlanScheduleSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import { schedulingKeys } from './scheduling-keys';

/** GET /api/scheduling/plans/{id}: the plan's date, its teams' positions, their members and who is scheduled. */
export function getPlanSchedule(serviceTypeId: number, signal?: AbortSignal) {
  return getParsed(`scheduling/plans/${serviceTypeId}`, PlanScheduleSchema, undefined, signal);
}

export const planScheduleQueryOptions = (serviceTypeId: number) =>
  queryOptions({
    queryKey: schedulingKeys.plan(serviceTypeId),
    queryFn: ({ signal }) => getPlanSchedule(serviceTypeId, signal),
  });

export const usePlanSchedule = (serviceTypeId: number) => useQuery(planScheduleQueryOptions(serviceTypeId));
