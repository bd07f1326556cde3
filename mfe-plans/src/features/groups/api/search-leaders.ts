import * as v from 'valibot';
import { pageSizes, UserShortSchema } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { groupsKeys } from './groups-keys';

/** GET /api/users: members whose name or e-mail matches, at most 20 (spec section 9). */
export function searchLeaders(search: string, signal?: AbortSignal) {
  return getParsed('users', v.array(UserShortSchema), { search, limit: pageSizes.userSearchLimit }, signal);
}

const leadersQueryOptions = (search: string) =>
  queryOptions({ queryKey: groupsKeys.leaders(search), queryFn: ({ signal }) => searchLeaders(search, signal) });

export const useLeaderSearch = (search: string) =>
  useQuery({ ...leadersQueryOptions(search), enabled: search !== '', placeholderData: keepPreviousData });
