import { AllGivingHistorySchema, pageSizes } from '@church/contracts';
import { churchTimeZone, startOfDay } from '@church/ui';
import { getParsed, keepPreviousData, pageParams, queryOptions, useQuery } from '@church/query';
import type { GivingsFilter } from '../hooks/use-givings-filter';
import { givingsKeys } from './givings-keys';

/** Spec section 9: the giving history shows 5 gifts a page. */
export const givingsPageSize = pageSizes.givingHistory;

/** The first instant of a day on the church's clock: the one the list's dates are shown on. */
const startOf = (day: string, addDays = 0) => startOfDay(day, churchTimeZone(), addDays);

/**
 * GET /api/givings/history: one page (1-based) of everybody's paid gifts, newest first, filtered;
 * after the previous page's cursor when that page is loaded (paging on), else by skip.
 */
export function getGivings(filter: GivingsFilter, page: number, signal?: AbortSignal) {
  return getParsed(
    'givings/history',
    AllGivingHistorySchema,
    {
      ...pageParams(givingsKeys.page(filter, page - 1), page, givingsPageSize),
      from: filter.from ? startOf(filter.from) : undefined,
      // The last day is included: the list runs until the next day begins.
      to: filter.to ? startOf(filter.to, 1) : undefined,
      givingTypeId: filter.givingTypeId,
    },
    signal,
  );
}

export const givingsQueryOptions = (filter: GivingsFilter, page: number) =>
  queryOptions({ queryKey: givingsKeys.page(filter, page), queryFn: ({ signal }) => getGivings(filter, page, signal) });

/** The page in view; the previous page stays on screen while the next one loads. */
export const useGivings = (filter: GivingsFilter, page: number) =>
  useQuery({ ...givingsQueryOptions(filter, page), placeholderData: keepPreviousData });
