import { PlanConflictsSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import { schedulingKeys } from './scheduling-keys';

/**
 * GET /api/scheduling/plans/{id}/conflicts: the position members who are blocked, booked at that
 * time or at their monthly maximum, with the blockout reasons (the scheduler's to read). Under the
 * plan's key, so every change to the plan reads it again.
 */
export const usePlanConflicts = (serviceTypeId: number) =>
  useQuery(
    queryOptions({
      queryKey: [...schedulingKeys.plan(serviceTypeId), 'conflicts'],
      queryFn: ({ signal }) =>
        getParsed(`scheduling/plans/${serviceTypeId}/conflicts`, PlanConflictsSchema, undefined, signal),
    }),
  );
