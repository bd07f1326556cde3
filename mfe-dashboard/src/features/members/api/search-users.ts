import { pageSizes, UserShortSchema } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import * as v from 'valibot';
import { membersKeys } from './get-members';

/** Spec section 9: a user search answers at most 20. */
export const userSearchLimit = pageSizes.userSearchLimit;

/** GET /api/users: members whose name or e-mail holds the text, with the same columns as a page. */
export function searchUsers(search: string, signal?: AbortSignal) {
  return getParsed('users', v.array(UserShortSchema), { search, limit: userSearchLimit }, signal);
}

export const searchUsersQueryOptions = (search: string) =>
  queryOptions({ queryKey: membersKeys.search(search), queryFn: ({ signal }) => searchUsers(search, signal) });

export const useUserSearch = (search: string) =>
  useQuery({ ...searchUsersQueryOptions(search), placeholderData: keepPreviousData, enabled: search !== '' });
