import { HouseholdSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const householdKeys = {
  all: ['households'] as const,
  of: (userId: string) => [...householdKeys.all, userId] as const,
};

/** GET /api/scheduling/households/{userId}: everyone in the member's household, the member too. */
export function getHousehold(userId: string, signal?: AbortSignal) {
  return getParsed(`scheduling/households/${encodeURIComponent(userId)}`, HouseholdSchema, {}, signal);
}

export const useHousehold = (userId: string) =>
  useQuery(queryOptions({ queryKey: householdKeys.of(userId), queryFn: ({ signal }) => getHousehold(userId, signal) }));
