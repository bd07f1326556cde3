import type { Activity, CursorHasMorePage, CursorPageQuery } from '@church/contracts';
import { fromCents } from '@church/contracts';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { keysetOrder, paginateHasMoreByCursor, type Keyset, type KeysetList } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import type { PeriodRange } from '../../lib/periods';
import { comments } from '../comments';
import { events } from '../events';
import { givings } from '../givings';
import { posts } from '../posts';
import { prayerRequests } from '../prayer-requests';
import { users } from '../users';
import { videos } from '../videos';
import { activities } from './activities.table';

export type ActivitiesRepository = ReturnType<typeof createActivitiesRepository>;

// A comment's video, beside the uploaded video an activity may be about.
const commentVideos = alias(videos, 'comment_videos');

const columns = {
  id: activities.id,
  kind: activities.kind,
  occurredAt: activities.occurredAt,
  // Who did it, read now: a renamed member shows their new name; a deleted one, no name.
  memberName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  donorName: givings.donorName,
  subjectId: sql<string>`coalesce(${activities.userId}::text, ${activities.givingId}::text, ${activities.prayerRequestId}::text, ${activities.commentId}::text, ${activities.videoId}::text, ${activities.postId}::text, ${activities.eventId}::text)`,
  subjectTitle: sql<string | null>`coalesce(${videos.name}, ${posts.heading}, ${events.title}, ${commentVideos.name})`,
  videoId: comments.videoId,
  // A refund keeps its own amount (one designation); a gift is its whole amount.
  amountCents: sql<number | null>`coalesce(${activities.amountCents}, ${givings.amountCents})`,
};

type Row = {
  id: number;
  kind: string;
  occurredAt: Date;
  memberName: string | null;
  donorName: string | null;
  subjectId: string;
  subjectTitle: string | null;
  videoId: number | null;
  amountCents: number | null;
};

function toActivity(row: Row): Activity {
  return {
    id: row.id,
    kind: row.kind as Activity['kind'],
    occurredAt: row.occurredAt.toISOString(),
    actorName: row.memberName ?? row.donorName,
    subjectId: row.subjectId,
    subjectTitle: row.subjectTitle,
    videoId: row.videoId,
    amount: row.amountCents === null ? null : fromCents(Number(row.amountCents)),
  };
}

// Newest first, the id breaking ties: the order of activities_occurred_at_id_idx, walked backward.
const newestFirst: Keyset = { at: activities.occurredAt, id: activities.id, direction: 'desc' };

/** The period's activities up to `now`, as their index holds them (for `paginateHasMoreByCursor`). */
export function activityList(range: Pick<PeriodRange, 'from'>, timeZone: string, now: Date): KeysetList {
  const start = sql`(${range.from}::timestamp at time zone ${timeZone})`;
  return {
    from: activities,
    where: and(gte(activities.occurredAt, start), lte(activities.occurredAt, now)),
    keyset: newestFirst,
  };
}

export function createActivitiesRepository(db: DbOrTx) {
  return {
    /**
     * Newest first, from the start of the period up to `now` (a seed may date things later
     * today). The page's ids are found in the index first, so the joins run for its rows only.
     */
    page(
      range: PeriodRange,
      timeZone: string,
      now: Date,
      page: CursorPageQuery,
      tx: DbOrTx = db,
    ): Promise<CursorHasMorePage<Activity>> {
      const rowsOf = (ids: number[]) =>
        tx
          .select(columns)
          .from(activities)
          .leftJoin(givings, eq(givings.id, activities.givingId))
          .leftJoin(prayerRequests, eq(prayerRequests.id, activities.prayerRequestId))
          .leftJoin(comments, eq(comments.id, activities.commentId))
          .leftJoin(commentVideos, eq(commentVideos.id, comments.videoId))
          .leftJoin(videos, eq(videos.id, activities.videoId))
          .leftJoin(posts, eq(posts.id, activities.postId))
          .leftJoin(events, eq(events.id, activities.eventId))
          // The one person behind the subject: the new member, the donor, the requester, the author.
          .leftJoin(
            users,
            eq(
              users.id,
              sql`coalesce(${activities.userId}, ${givings.userId}, ${prayerRequests.creatorId}, ${comments.creatorId})`,
            ),
          )
          .where(inArray(activities.id, ids))
          .orderBy(...keysetOrder(newestFirst))
          .$dynamic();
      return paginateHasMoreByCursor(tx, activityList(range, timeZone, now), rowsOf, page, toActivity);
    },

    /** Whether there was such an activity. */
    async delete(id: number, tx: DbOrTx = db): Promise<boolean> {
      const deleted = await tx.delete(activities).where(eq(activities.id, id)).returning({ id: activities.id });
      return deleted.length > 0;
    },
  };
}
