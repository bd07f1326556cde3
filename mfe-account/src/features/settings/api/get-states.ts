import { StatesResponseSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

/** GET /api/enumerations/states: the US states for address forms. An empty list is a failure too (spec section 5). */
export async function getStates(signal?: AbortSignal) {
  const states = await getParsed('enumerations/states', StatesResponseSchema, {}, signal);
  if (states.length === 0) throw new Error('Failed to get states');
  return states;
}

export const statesKey = ['enumerations', 'states'] as const;

// The directory does not change while the site is open: fetched once per visit.
export const statesQueryOptions = () =>
  queryOptions({ queryKey: statesKey, queryFn: ({ signal }) => getStates(signal), staleTime: Infinity });

export const useStates = () => useQuery(statesQueryOptions());
