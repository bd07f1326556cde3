import * as v from 'valibot';
import { queryNumber } from './members';
import { pageSizes } from './page-sizes';

/** An event as the public calendar shows it. */
export const EventSummarySchema = v.object({
  id: v.number(),
  title: v.string(),
  body: v.string(),
  location: v.string(),
  /** ISO 8601. */
  startDate: v.string(),
  /** ISO 8601. */
  endDate: v.string(),
});
export type EventSummary = v.InferOutput<typeof EventSummarySchema>;

export const EventListSchema = v.object({ count: v.number(), entities: v.array(EventSummarySchema) });
export type EventList = v.InferOutput<typeof EventListSchema>;

/** GET /api/events/upcoming and /api/events/latest (past, newest first). */
export const EventPageQuerySchema = v.object({
  skip: queryNumber('skip', 0, 1_000_000),
  take: queryNumber('take', pageSizes.events, 50),
});

/** GET /api/events?search= */
export const EventSearchQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search max length is 100 characters')), ''),
  take: queryNumber('take', pageSizes.eventsSearch, 50),
});
