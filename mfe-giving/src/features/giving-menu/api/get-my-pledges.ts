import { MyPledgesSchema } from '@church/contracts';
import { getParsed, useQuery } from '@church/query';

/**
 * The key Givings History reads the member's pledges under (one shared query cache): a pledge
 * made from the Giving dialog shows there without another request.
 */
export const myPledgesKey = ['givings', 'history', 'current', 'pledges'] as const;

/** GET /api/pledges/current: the member's pledges and the open campaigns they have not pledged to. */
export const useMyPledges = () =>
  useQuery({
    queryKey: myPledgesKey,
    queryFn: ({ signal }) => getParsed('pledges/current', MyPledgesSchema, {}, signal),
  });
