import * as v from 'valibot';
import { pageSizes } from './page-sizes';
import { cursorHasMorePageSchema, pageCursorSchema } from './page-cursor';
import { MAX_SKIP, queryNumber } from './paging';

/**
 * The dashboard's statistics and recent activities (spec sections 3, 7 'Dashboard', 8).
 * A period is the last 7 days (by day), the last 30 days (by day) or the last 12 months (by
 * month), each ending today in the church's time zone; its change is against the period before.
 */
export const STATISTIC_PERIODS = ['week', 'month', 'year'] as const;
export const PeriodSchema = v.picklist(STATISTIC_PERIODS, 'Period must be week, month or year');
export type Period = v.InferOutput<typeof PeriodSchema>;

/** `?period=` of every statistic and of the activities; a week unless asked. */
export const PeriodQuerySchema = v.object({ period: v.optional(PeriodSchema, 'week') });

export const StatisticPointSchema = v.object({
  /** The first day of the bucket, YYYY-MM-DD in the church's time zone (the 1st for a month). */
  date: v.string(),
  value: v.number(),
});
export type StatisticPoint = v.InferOutput<typeof StatisticPointSchema>;

/** GET /api/{users,givings,requests,comments}/statistic: counts, or dollars for givings. */
export const StatisticSchema = v.object({
  period: PeriodSchema,
  unit: v.picklist(['day', 'month']),
  /** Every day (or month) of the period, oldest first, zeros included. */
  points: v.array(StatisticPointSchema),
  total: v.number(),
  /** The same measure over the period just before, for the change. */
  previousTotal: v.number(),
  /** The IANA zone the buckets are counted in, e.g. 'America/Chicago'. */
  timeZone: v.string(),
});
export type Statistic = v.InferOutput<typeof StatisticSchema>;

/** What an activity is about; each links to its subject. */
export const ACTIVITY_KINDS = [
  'registration',
  'gift',
  'refund',
  'prayer-request',
  'comment',
  'video',
  'post',
  'event',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ActivitySchema = v.object({
  id: v.number(),
  kind: v.picklist(ACTIVITY_KINDS),
  /** ISO 8601. */
  occurredAt: v.string(),
  /**
   * Who did it: the member, the donor (a member or an anonymous donor's name), or null when the
   * subject records nobody (videos, posts and events) or the member was deleted.
   */
  actorName: v.nullable(v.string()),
  /** The id of the member, gift, request, comment, video, post or event. */
  subjectId: v.string(),
  /** A video's name, a post's heading, an event's title; a comment's video name. */
  subjectTitle: v.nullable(v.string()),
  /** Where a comment was written. */
  videoId: v.nullable(v.number()),
  /** Gifts and refunds, in dollars. */
  amount: v.nullable(v.number()),
});
export type Activity = v.InferOutput<typeof ActivitySchema>;

/**
 * GET /api/activities/for-period: `skip` counts the entries the list has been given (pages ×
 * take), `additionalSkip` how many of them were deleted since; the next page starts at
 * skip − additionalSkip, so deleting neither repeats nor skips an entry. Or `after`, the
 * `nextCursor` of the page before: the next page starts just past its last entry (a seek in the
 * list's index however far down), and skip − additionalSkip counts from there.
 */
export const ActivitiesQuerySchema = v.pipe(
  v.object({
    ...PeriodQuerySchema.entries,
    skip: queryNumber('skip', 0, MAX_SKIP),
    take: queryNumber('take', pageSizes.activities, 50),
    additionalSkip: queryNumber('additionalSkip', 0, MAX_SKIP),
    after: pageCursorSchema,
  }),
  v.check((query) => query.additionalSkip <= query.skip, 'additionalSkip must be at most skip'),
);
export type ActivitiesQuery = v.InferOutput<typeof ActivitiesQuerySchema>;

export const ActivityListSchema = cursorHasMorePageSchema(ActivitySchema);
export type ActivityList = v.InferOutput<typeof ActivityListSchema>;

/** Spec section 8, 'Dashboard': verbatim, typos included. */
export const dashboardMessages = {
  chartFailed: (kind: 'members' | 'prayer requests' | 'comments' | 'givings') =>
    `An error occured while fetching data for ${kind} chart`,
  activitiesFailed: 'An error occured while fetching data for recent activities table',
  deleteActivityFailed: 'An error occured while deleting activity',
  activityNotFound: 'Activity not found',
} as const;
