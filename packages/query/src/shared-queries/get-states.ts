import { StatesResponseSchema } from '@church/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../get-parsed';
import { retryReads } from '../query-client';

/** The API answered with no states: asking again would get the same answer. */
class NoStatesError extends Error {}

/**
 * GET /api/enumerations/states: the US states for address forms (the shell's sign-up, the
 * account's profile). An empty list is a failure too (spec section 5).
 */
export async function getStates(signal?: AbortSignal) {
  const states = await getParsed('enumerations/states', StatesResponseSchema, {}, signal);
  if (states.length === 0) throw new NoStatesError('Failed to get states');
  return states;
}

// The directory does not change while the site is open: fetched once per visit.
export const statesQueryOptions = () =>
  queryOptions({
    queryKey: ['enumerations', 'states'],
    queryFn: ({ signal }) => getStates(signal),
    staleTime: Infinity,
    retry: (failureCount, error) => !(error instanceof NoStatesError) && retryReads(failureCount, error),
  });

export const useStates = () => useQuery(statesQueryOptions());
