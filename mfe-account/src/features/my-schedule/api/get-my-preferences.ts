import { SchedulingPreferencesSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';

export const myPreferencesKey = ['scheduling', 'my-preferences'] as const;

/** GET /api/scheduling/my-preferences: the most services a month the member will serve. */
export const useMyPreferences = () =>
  useQuery(
    queryOptions({
      queryKey: myPreferencesKey,
      queryFn: ({ signal }) => getParsed('scheduling/my-preferences', SchedulingPreferencesSchema, undefined, signal),
    }),
  );
