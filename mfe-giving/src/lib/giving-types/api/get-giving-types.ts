import * as v from 'valibot';
import { GivingTypeSchema, type GivingType } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

/** Every giving types query starts with ['giving-types']: invalidate that after editing one. */
export const givingTypesKey = ['giving-types', 'all'] as const;

/** GET /api/givingTypes: every giving type, for the wizards' and Payment Settings' choices. */
export function getGivingTypes(signal?: AbortSignal): Promise<GivingType[]> {
  return getParsed('givingTypes', v.array(GivingTypeSchema), {}, signal);
}

export const givingTypesQueryOptions = queryOptions({
  queryKey: givingTypesKey,
  queryFn: ({ signal }) => getGivingTypes(signal),
});

export const useGivingTypes = () => useQuery(givingTypesQueryOptions);
