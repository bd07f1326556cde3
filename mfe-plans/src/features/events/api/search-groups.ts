import { GroupListSchema, pageSizes } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { eventsKeys } from './events-keys';

/** GET /api/groups?search: the event form's group search, 5 at most (spec section 9). */
export function searchGroups(search: string, signal?: AbortSignal) {
  return getParsed('groups', GroupListSchema, { search, take: pageSizes.eventGroupsSearchLimit }, signal);
}

const groupsQueryOptions = (search: string) =>
  queryOptions({ queryKey: eventsKeys.groups(search), queryFn: ({ signal }) => searchGroups(search, signal) });

/** Groups whose name contains what was typed; nothing is asked before something is. */
export const useGroupSearch = (search: string) =>
  useQuery({ ...groupsQueryOptions(search), enabled: search !== '', placeholderData: keepPreviousData });
