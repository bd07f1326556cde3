import { StatisticSchema, type Period } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, sharedKeys, useQuery } from '@church/query';

/** The four charts, by the path of their domain (spec section 7, 'Dashboard'). */
export const statisticPaths = {
  members: 'users/statistic',
  givings: 'givings/statistic',
  prayerRequests: 'requests/statistic',
  comments: 'comments/statistic',
} as const;
export type StatisticKind = keyof typeof statisticPaths;

/** GET /api/{users,givings,requests,comments}/statistic?period: per day or month, with both totals. */
export function getStatistic(kind: StatisticKind, period: Period, signal?: AbortSignal) {
  return getParsed(statisticPaths[kind], StatisticSchema, { period }, signal);
}

export const statisticKeys = {
  all: sharedKeys.dashboardStatistics,
  of: (kind: StatisticKind, period: Period) => [...statisticKeys.all, kind, period] as const,
};

export const statisticQueryOptions = (kind: StatisticKind, period: Period) =>
  queryOptions({
    queryKey: statisticKeys.of(kind, period),
    queryFn: ({ signal }) => getStatistic(kind, period, signal),
  });

/**
 * One chart's numbers; each chart asks on its own, so one failing leaves the others. Another
 * period keeps the chart in place until its numbers arrive.
 */
export const useStatistic = (kind: StatisticKind, period: Period) =>
  useQuery({ ...statisticQueryOptions(kind, period), placeholderData: keepPreviousData });
