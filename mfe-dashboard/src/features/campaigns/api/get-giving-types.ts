import * as v from 'valibot';
import { GivingTypeSchema } from '@church/contracts';
import { getParsed, sharedKeys, useQuery } from '@church/query';

/** GET /api/givingTypes: the types a campaign may count (the same cache entry as the gifts page's). */
export const useGivingTypes = () =>
  useQuery({
    queryKey: [...sharedKeys.givingTypes, 'all'],
    queryFn: ({ signal }) => getParsed('givingTypes', v.array(GivingTypeSchema), {}, signal),
  });
