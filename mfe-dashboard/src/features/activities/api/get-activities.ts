import { ActivityListSchema, pageSizes, type Activity, type ActivityList, type Period } from '@church/contracts';
import {
  getParsed,
  infiniteQueryOptions,
  keepPreviousData,
  sharedKeys,
  useInfiniteQuery,
  type InfiniteData,
} from '@church/query';

/** A page as it came, less the entries deleted from it since (`removed` of them). */
export interface ActivitiesPage extends ActivityList {
  removed: number;
}
export type ActivityPages = InfiniteData<ActivitiesPage>;

export interface ActivitiesPageParam {
  /** The `nextCursor` of the page before: the server starts just past its last entry. */
  after?: string;
  /** Entries the list has been given: pages × 8 (0 after a cursor). */
  skip: number;
  /** How many of those were deleted since: the server starts at skip − additionalSkip. */
  additionalSkip: number;
}

export const activitiesPageSize = pageSizes.activities;

/** GET /api/activities/for-period: 8 of the period's activities, newest first. */
export async function getActivities(
  period: Period,
  { after, skip, additionalSkip }: ActivitiesPageParam,
  signal?: AbortSignal,
): Promise<ActivitiesPage> {
  const list = await getParsed(
    'activities/for-period',
    ActivityListSchema,
    { period, after, skip, take: activitiesPageSize, additionalSkip },
    signal,
  );
  return { ...list, removed: 0 };
}

export const activityKeys = {
  all: sharedKeys.dashboardActivities,
  list: (period: Period) => [...activityKeys.all, period] as const,
};

export const activitiesQueryOptions = (period: Period) =>
  infiniteQueryOptions({
    queryKey: activityKeys.list(period),
    queryFn: ({ pageParam, signal }) => getActivities(period, pageParam, signal),
    initialPageParam: { skip: 0, additionalSkip: 0 } as ActivitiesPageParam,
    // Past the last entry held: neither a deletion nor a newer activity shifts the next page.
    // By count from an API without cursors, read from the pages themselves, so a refetch (whose
    // fresh pages removed nothing) asks right.
    getNextPageParam: (last, pages): ActivitiesPageParam | undefined => {
      if (!last.hasMore) return undefined;
      if (last.nextCursor) return { after: last.nextCursor, skip: 0, additionalSkip: 0 };
      return {
        skip: pages.length * activitiesPageSize,
        additionalSkip: pages.reduce((sum, page) => sum + page.removed, 0),
      };
    },
  });

/** The entries in order; one that a newer activity pushed onto the next page is shown once. */
export function activitiesOf(data: ActivityPages | undefined): Activity[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.entities.filter((activity) => !seen.has(activity.id) && seen.add(activity.id)),
  );
}

/** Another period keeps the old entries on screen until the new ones arrive. */
export const useActivities = (period: Period) =>
  useInfiniteQuery({ ...activitiesQueryOptions(period), placeholderData: keepPreviousData });
