import { MyPledgesSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

/** Under the gift history's key: a gift or a refund there changes what was given toward a pledge. */
export const myPledgesKey = ['givings', 'history', 'current', 'pledges'] as const;

/** GET /api/pledges/current: the member's pledges with given so far and remaining, and the open campaigns. */
export const getMyPledges = (signal?: AbortSignal) => getParsed('pledges/current', MyPledgesSchema, {}, signal);

export const myPledgesQueryOptions = () =>
  queryOptions({ queryKey: myPledgesKey, queryFn: ({ signal }) => getMyPledges(signal) });

export const useMyPledges = () => useQuery(myPledgesQueryOptions());
