import { pageSizes, ServiceTypeListSchema } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { planKeys } from '../../../lib/plan-keys';

/** Spec section 9: the dashboard shows 10 service types a page. */
export const serviceTypesPageSize = pageSizes.dashboardServiceTypes;

/** GET /api/service-types/paginated: one page (1-based), newest first, names containing `search`. */
export function getServiceTypes(page: number, search: string, signal?: AbortSignal) {
  const take = serviceTypesPageSize;
  const query = { skip: (page - 1) * take, take, ...(search ? { search } : {}) };
  return getParsed('service-types/paginated', ServiceTypeListSchema, query, signal);
}

export const serviceTypesQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: planKeys.page(page, search),
    queryFn: ({ signal }) => getServiceTypes(page, search, signal),
  });

/** The page in view; the previous page stays on screen while the next one loads. */
export const useServiceTypes = (page: number, search: string) =>
  useQuery({ ...serviceTypesQueryOptions(page, search), placeholderData: keepPreviousData });
