import { GroupListSchema } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { groupsKeys } from './groups-keys';

/** Groups a page on the Groups tab (the spec names no size for this list). */
export const groupsPageSize = 10;

/** GET /api/groups: groups whose name contains `search`, by name, with type and leader. */
export function getGroups(page: number, search: string, signal?: AbortSignal) {
  const take = groupsPageSize;
  return getParsed('groups', GroupListSchema, { skip: (page - 1) * take, take, search }, signal);
}

export const groupsQueryOptions = (page: number, search: string) =>
  queryOptions({ queryKey: groupsKeys.page(page, search), queryFn: ({ signal }) => getGroups(page, search, signal) });

export const useGroups = (page: number, search: string) =>
  useQuery({ ...groupsQueryOptions(page, search), placeholderData: keepPreviousData });
