import { GivingTypeListSchema, pageSizes } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { givingTypesKeys } from './giving-types-keys';

/** Spec section 9: 5 giving types a page. */
export const givingTypesPageSize = pageSizes.givingTypes;

/** GET /api/paginated-givingTypes: one page (1-based) of giving types, oldest first. */
export function getGivingTypesPage(page: number, signal?: AbortSignal) {
  const take = givingTypesPageSize;
  return getParsed('paginated-givingTypes', GivingTypeListSchema, { skip: (page - 1) * take, take }, signal);
}

export const givingTypesPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: givingTypesKeys.page(page), queryFn: ({ signal }) => getGivingTypesPage(page, signal) });

export const useGivingTypesPage = (page: number) =>
  useQuery({ ...givingTypesPageQueryOptions(page), placeholderData: keepPreviousData });
