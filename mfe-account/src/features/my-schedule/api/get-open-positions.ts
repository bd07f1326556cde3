import * as v from 'valibot';
import { OpenPositionSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const openPositionsKey = ['scheduling', 'open-positions'] as const;

/** GET /api/scheduling/open-positions: the member's positions on upcoming services that need more people. */
export function getOpenPositions(signal?: AbortSignal) {
  return getParsed('scheduling/open-positions', v.array(OpenPositionSchema), undefined, signal);
}

export const useOpenPositions = () =>
  useQuery(queryOptions({ queryKey: openPositionsKey, queryFn: ({ signal }) => getOpenPositions(signal) }));
