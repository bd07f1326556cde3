import { MembersPageSchema, pageSizes } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';

/** Spec section 9: the dashboard shows 12 members a page. */
export const membersPageSize = pageSizes.dashboardMembers;

export const membersKeys = {
  all: ['members'] as const,
  page: (page: number) => [...membersKeys.all, 'page', page] as const,
  search: (search: string) => [...membersKeys.all, 'search', search] as const,
};

/** GET /api/users/members: one page (1-based) of members with their role, by last name. */
export function getMembers(page: number, signal?: AbortSignal) {
  const take = membersPageSize;
  return getParsed('users/members', MembersPageSchema, { skip: (page - 1) * take, take }, signal);
}

export const membersQueryOptions = (page: number) =>
  queryOptions({ queryKey: membersKeys.page(page), queryFn: ({ signal }) => getMembers(page, signal) });

/** The page in view; the previous page stays on screen while the next one loads. */
export const useMembers = (page: number, enabled: boolean) =>
  useQuery({ ...membersQueryOptions(page), placeholderData: keepPreviousData, enabled });
