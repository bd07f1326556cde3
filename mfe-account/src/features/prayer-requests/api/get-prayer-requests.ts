import { PrayerRequestListSchema, pageSizes, type PrayerRequest, type PrayerRequestList } from '@church/contracts';
import { getParsed, infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@church/query';
import { prayerRequestKeys, type RequestListFilters } from './query-keys';

export type RequestPages = InfiniteData<PrayerRequestList>;

/** Where a page starts: past the cursor the page before handed out, or (without one) at `skip`. */
export interface RequestsPageParam {
  after?: string;
  skip: number;
}

/** GET /api/requests (a member's own) or /api/requests/all (admins), newest activity first. */
export function getPrayerRequests(
  { area, search, status }: RequestListFilters,
  { after, skip }: RequestsPageParam,
  signal?: AbortSignal,
): Promise<PrayerRequestList> {
  const dashboard = area === 'dashboard';
  return getParsed(
    dashboard ? 'requests/all' : 'requests',
    PrayerRequestListSchema,
    {
      after,
      skip,
      take: dashboard ? pageSizes.dashboardRequests : pageSizes.accountRequests,
      search: search || undefined,
      status: dashboard ? status : undefined,
    },
    signal,
  );
}

const loadedCount = (pages: PrayerRequestList[]) => pages.reduce((count, page) => count + page.entities.length, 0);

export const prayerRequestsQueryOptions = (filters: RequestListFilters) =>
  infiniteQueryOptions({
    queryKey: prayerRequestKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getPrayerRequests(filters, pageParam, signal),
    initialPageParam: { skip: 0 } as RequestsPageParam,
    // The next page starts just past the last row held (a seek in the list's index however
    // deep), so a row moved to the top meanwhile shifts nothing; by count from an API without
    // cursors.
    getNextPageParam: (last, pages): RequestsPageParam | undefined => {
      if (!last.hasMore) return undefined;
      return last.nextCursor ? { after: last.nextCursor, skip: 0 } : { skip: loadedCount(pages) };
    },
  });

/** The rows in order; a row the server moved between two page loads is shown once. */
export function requestsOf(data: RequestPages | undefined): PrayerRequest[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.entities.filter((request) => !seen.has(request.id) && seen.add(request.id)),
  );
}

/** A new search or filter keeps the old rows on screen until the new ones arrive. */
export function usePrayerRequests(filters: RequestListFilters) {
  return useInfiniteQuery({ ...prayerRequestsQueryOptions(filters), placeholderData: keepPreviousData });
}
