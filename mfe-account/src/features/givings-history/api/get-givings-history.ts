import { GivingHistorySchema, pageSizes } from '@church/contracts';
import { getParsed, keepPreviousData, pageParams, queryOptions, sharedKeys, useQuery } from '@church/query';

/** Spec section 9: the account's giving history shows 6 gifts a page. */
export const givingsHistoryPageSize = pageSizes.accountGivingHistory;

export const givingsHistoryKeys = {
  all: sharedKeys.givingsHistory,
  page: (page: number) => [...givingsHistoryKeys.all, page] as const,
};

/**
 * GET /api/givings/history/current: one page (1-based) of the member's paid gifts, newest first;
 * after the previous page's cursor when that page is loaded (paging on), else by skip (a jump).
 */
export function getGivingsHistory(page: number, signal?: AbortSignal) {
  const paging = pageParams(givingsHistoryKeys.page(page - 1), page, givingsHistoryPageSize);
  return getParsed('givings/history/current', GivingHistorySchema, paging, signal);
}

export const givingsHistoryQueryOptions = (page: number) =>
  queryOptions({ queryKey: givingsHistoryKeys.page(page), queryFn: ({ signal }) => getGivingsHistory(page, signal) });

/** The page in view; the previous page stays on screen while the next one loads. */
export const useGivingsHistory = (page: number) =>
  useQuery({ ...givingsHistoryQueryOptions(page), placeholderData: keepPreviousData });
