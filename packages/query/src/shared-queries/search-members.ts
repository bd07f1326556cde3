import * as v from 'valibot';
import { pageSizes, UserShortSchema } from '@church/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '../get-parsed';

/** GET /api/users: members whose name or e-mail matches, at most 20 (spec section 9). */
function searchMembers(search: string, signal?: AbortSignal) {
  return getParsed('users', v.array(UserShortSchema), { search, limit: pageSizes.userSearchLimit }, signal);
}

const memberSearchQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['users', 'search', search], queryFn: ({ signal }) => searchMembers(search, signal) });

/**
 * The members matching what was typed, for the pickers that choose one (a gift's donor, a
 * group's leader); nothing is asked before something is, and the last matches stay while the
 * next arrive.
 */
export const useMemberSearch = (search: string) =>
  useQuery({ ...memberSearchQueryOptions(search), enabled: search !== '', placeholderData: keepPreviousData });
