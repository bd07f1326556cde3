import * as v from 'valibot';
import { TeammateSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import { myScheduleKey } from './get-my-schedule';

export const replacementsKey = (id: number) => [...myScheduleKey, id, 'replacements'] as const;

/** GET /api/scheduling/my-assignments/{id}/replacements: teammates who could take the member's place. */
export function getReplacements(id: number, signal?: AbortSignal) {
  return getParsed(`scheduling/my-assignments/${id}/replacements`, v.array(TeammateSchema), undefined, signal);
}

/** Asked while the member is declining (the field that uses it is drawn only then). */
export const useReplacements = (id: number) =>
  useQuery(queryOptions({ queryKey: replacementsKey(id), queryFn: ({ signal }) => getReplacements(id, signal) }));
