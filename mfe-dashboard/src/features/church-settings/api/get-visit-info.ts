import { VisitInfoSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const visitInfoKeys = { all: ['visit-info'] as const };

/** GET /api/visit-info: what the home page and About Us tell a first-time visitor. */
export function getVisitInfo(signal?: AbortSignal) {
  return getParsed('visit-info', VisitInfoSchema, {}, signal);
}

export const visitInfoQueryOptions = () =>
  queryOptions({ queryKey: visitInfoKeys.all, queryFn: ({ signal }) => getVisitInfo(signal) });

export const useVisitInfo = () => useQuery(visitInfoQueryOptions());
