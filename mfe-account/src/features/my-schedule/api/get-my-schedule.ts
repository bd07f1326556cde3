import { MyScheduleSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const myScheduleKey = ['scheduling', 'mine'] as const;

/** GET /api/scheduling/my-assignments: the member's own assignments, upcoming first. */
export function getMySchedule(signal?: AbortSignal) {
  return getParsed('scheduling/my-assignments', MyScheduleSchema, undefined, signal);
}

export const myScheduleQueryOptions = () =>
  queryOptions({ queryKey: myScheduleKey, queryFn: ({ signal }) => getMySchedule(signal) });

export const useMySchedule = () => useQuery(myScheduleQueryOptions());
