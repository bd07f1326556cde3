import * as v from 'valibot';
import { SchedulePersonSchema } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { schedulingKeys } from './scheduling-keys';

/** GET /api/scheduling/people?search=: members to add to a position, 10 at most. */
function searchPeople(search: string, signal?: AbortSignal) {
  return getParsed('scheduling/people', v.array(SchedulePersonSchema), { search }, signal);
}

export const usePeopleSearch = (search: string) =>
  useQuery({
    ...queryOptions({ queryKey: schedulingKeys.people(search), queryFn: ({ signal }) => searchPeople(search, signal) }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
