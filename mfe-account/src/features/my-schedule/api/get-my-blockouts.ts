import * as v from 'valibot';
import { BlockoutSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const myBlockoutsKey = ['scheduling', 'my-blockouts'] as const;

/** GET /api/scheduling/my-blockouts: the member's own blockout dates, by first day. */
export function getMyBlockouts(signal?: AbortSignal) {
  return getParsed('scheduling/my-blockouts', v.array(BlockoutSchema), undefined, signal);
}

export const useMyBlockouts = () =>
  useQuery(queryOptions({ queryKey: myBlockoutsKey, queryFn: ({ signal }) => getMyBlockouts(signal) }));
