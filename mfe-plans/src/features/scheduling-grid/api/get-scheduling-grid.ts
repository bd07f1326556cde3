import { SchedulingGridSchema } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';

/**
 * Under the scheduling features' `['scheduling']`, so whatever marks all scheduling stale marks
 * the grid too; every page of it is under this key.
 */
export const gridKey = ['scheduling', 'grid'] as const;

/** GET /api/scheduling/grid?skip: the next dated plans, and per team position who serves on each and their answer. */
export function getSchedulingGrid(skip: number, signal?: AbortSignal) {
  return getParsed('scheduling/grid', SchedulingGridSchema, { skip }, signal);
}

export const schedulingGridQueryOptions = (skip: number) =>
  queryOptions({ queryKey: [...gridKey, skip], queryFn: ({ signal }) => getSchedulingGrid(skip, signal) });

/** The previous page stays on screen while Earlier or Later loads. */
export const useSchedulingGrid = (skip: number) =>
  useQuery({ ...schedulingGridQueryOptions(skip), placeholderData: keepPreviousData });
