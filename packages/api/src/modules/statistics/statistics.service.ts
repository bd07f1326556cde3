import { fromCents, type Period, type Statistic } from '@church/contracts';
import { periodRange, type PeriodRange } from '../../lib/periods';
import type { BucketRow, StatisticsRepository } from './statistics.repository';

export type StatisticsService = ReturnType<typeof createStatisticsService>;
export type StatisticKind = 'members' | 'givings' | 'prayerRequests' | 'comments';

/** Every bucket of the period with its value (zero when nothing happened), and both totals. */
function toStatistic(
  period: Period,
  range: PeriodRange,
  rows: BucketRow[],
  timeZone: string,
  scale: (value: number) => number,
): Statistic {
  const byBucket = new Map(rows.map((row) => [row.bucket, row.value]));
  const sum = (predicate: (bucket: string) => boolean) =>
    rows.filter((row) => predicate(row.bucket)).reduce((total, row) => total + row.value, 0);
  // Local dates in YYYY-MM-DD compare as text.
  const total = sum((bucket) => bucket >= range.from);
  const previousTotal = sum((bucket) => bucket < range.from);
  return {
    period,
    unit: range.unit,
    points: range.buckets.map((date) => ({ date, value: scale(byBucket.get(date) ?? 0) })),
    total: scale(total),
    previousTotal: scale(previousTotal),
    timeZone,
  };
}

const asIs = (value: number) => value;

export function createStatisticsService(deps: { statistics: StatisticsRepository; timeZone: string; now: () => Date }) {
  const { statistics, timeZone, now } = deps;
  const read: Record<StatisticKind, (range: PeriodRange) => Promise<BucketRow[]>> = {
    members: (range) => statistics.members(range, timeZone),
    prayerRequests: (range) => statistics.prayerRequests(range, timeZone),
    comments: (range) => statistics.comments(range, timeZone),
    givings: (range) => statistics.givingCents(range, timeZone),
  };
  return {
    async of(kind: StatisticKind, period: Period): Promise<Statistic> {
      const range = periodRange(period, now(), timeZone);
      // Gifts are kept in cents and shown in dollars; sums of cents stay exact.
      return toStatistic(period, range, await read[kind](range), timeZone, kind === 'givings' ? fromCents : asIs);
    },
  };
}
