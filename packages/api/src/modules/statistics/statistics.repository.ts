import { and, count, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import type { PeriodRange } from '../../lib/periods';
import { comments } from '../comments';
import { givingDetails, givings } from '../givings';
import { prayerRequests } from '../prayer-requests';
import { users } from '../users';

/** One bucket's measure: its first local date and a count (or cents). */
export interface BucketRow {
  bucket: string;
  value: number;
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;

/** A local date of the church as the instant its day begins there. */
const startOf = (date: string, timeZone: string) => sql`(${date}::timestamp at time zone ${timeZone})`;

/** The local date (YYYY-MM-DD) of the bucket an instant falls in, in the church's zone. */
function bucketOf(column: AnyColumn, range: PeriodRange, timeZone: string): SQL<string> {
  // The unit is one of two fixed words, never input.
  return sql<string>`to_char(date_trunc(${sql.raw(`'${range.unit}'`)}, ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;
}

/** From the start of the previous period to the end of this one: one query answers both. */
function within(column: AnyColumn, range: PeriodRange, timeZone: string): SQL | undefined {
  return and(gte(column, startOf(range.previousFrom, timeZone)), lt(column, startOf(range.to, timeZone)));
}

/**
 * The numbers behind the dashboard's charts, read from the domains' own tables (a gift is paid
 * or refunded in one place, so the statistics cannot disagree with the books).
 */
export function createStatisticsRepository(db: DbOrTx) {
  /** Rows created per bucket: members, prayer requests, comments. */
  const createdPerBucket = (
    table: typeof users | typeof prayerRequests | typeof comments,
    range: PeriodRange,
    timeZone: string,
    tx: DbOrTx = db,
  ): Promise<BucketRow[]> =>
    tx
      .select({ bucket: bucketOf(table.createdAt, range, timeZone), value: count() })
      .from(table)
      .where(within(table.createdAt, range, timeZone))
      // By position: the bucket expression carries parameters, which GROUP BY cannot match by text.
      .groupBy(sql`1`);

  return {
    members: (range: PeriodRange, timeZone: string, tx?: DbOrTx) => createdPerBucket(users, range, timeZone, tx),
    prayerRequests: (range: PeriodRange, timeZone: string, tx?: DbOrTx) =>
      createdPerBucket(prayerRequests, range, timeZone, tx),
    comments: (range: PeriodRange, timeZone: string, tx?: DbOrTx) => createdPerBucket(comments, range, timeZone, tx),

    /** Cents given per bucket of the day each gift was paid: paid designations not refunded. */
    async givingCents(range: PeriodRange, timeZone: string, tx: DbOrTx = db): Promise<BucketRow[]> {
      const rows = await tx
        .select({
          bucket: bucketOf(givings.paidAt, range, timeZone),
          cents: sql<string>`sum(${givingDetails.amountCents})`,
        })
        .from(givingDetails)
        .innerJoin(givings, eq(givings.id, givingDetails.givingId))
        .where(
          and(
            // 'refunded' gifts may keep designations that were not refunded.
            inArray(givings.status, ['paid', 'refunded']),
            eq(givingDetails.isRefunded, false),
            within(givings.paidAt, range, timeZone),
          ),
        )
        .groupBy(sql`1`);
      // sum() of integers is a bigint, which drivers hand over as text.
      return rows.map((row) => ({ bucket: row.bucket, value: Number(row.cents) }));
    },
  };
}
