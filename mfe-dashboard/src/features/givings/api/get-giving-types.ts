import * as v from 'valibot';
import { GivingTypeSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import { givingsKeys } from './givings-keys';

/** GET /api/givingTypes: every giving type, for the filter and the offline gift's choice. */
export function getGivingTypes(signal?: AbortSignal) {
  return getParsed('givingTypes', v.array(GivingTypeSchema), {}, signal);
}

export const givingTypesQueryOptions = queryOptions({
  queryKey: givingsKeys.givingTypes,
  queryFn: ({ signal }) => getGivingTypes(signal),
});

export const useGivingTypes = () => useQuery(givingTypesQueryOptions);
