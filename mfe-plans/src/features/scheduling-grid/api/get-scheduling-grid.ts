import { SchedulingGridSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

/**
 * Under the scheduling features' `['scheduling']`, so whatever marks all scheduling stale marks
 * the grid too.
 */
export const gridKey = ['scheduling', 'grid'] as const;

/** GET /api/scheduling/grid: the next dated plans, and per team position who serves on each and their answer. */
export function getSchedulingGrid(signal?: AbortSignal) {
  return getParsed('scheduling/grid', SchedulingGridSchema, undefined, signal);
}

export const schedulingGridQueryOptions = () =>
  queryOptions({ queryKey: gridKey, queryFn: ({ signal }) => getSchedulingGrid(signal) });

export const useSchedulingGrid = () => useQuery(schedulingGridQueryOptions());
