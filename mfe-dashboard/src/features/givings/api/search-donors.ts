import * as v from 'valibot';
import { pageSizes, UserShortSchema } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { givingsKeys } from './givings-keys';

/** GET /api/users: members whose name or e-mail matches, at most 20 (spec section 9). */
export function searchDonors(search: string, signal?: AbortSignal) {
  return getParsed('users', v.array(UserShortSchema), { search, limit: pageSizes.userSearchLimit }, signal);
}

const donorsQueryOptions = (search: string) =>
  queryOptions({ queryKey: givingsKeys.donors(search), queryFn: ({ signal }) => searchDonors(search, signal) });

/** The members matching what was typed; nothing is asked before something is. */
export const useDonorSearch = (search: string) =>
  useQuery({ ...donorsQueryOptions(search), enabled: search !== '', placeholderData: keepPreviousData });
