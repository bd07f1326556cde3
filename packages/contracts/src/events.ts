import * as v from 'valibot';
import { RepeatRuleShape } from './event-repeat';
import { pageSizes } from './page-sizes';
import { countedPageSchema, pageQuerySchema, queryNumber } from './paging';

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
  /** For one date of a repeating event, that date ('YYYY-MM-DD', church calendar): its page is /events/{id}?on={occurrence}. */
  occurrence: v.optional(v.nullable(v.string())),
});
export type EventSummary = v.InferOutput<typeof EventSummarySchema>;

export const EventListSchema = countedPageSchema(EventSummarySchema);
export type EventList = v.InferOutput<typeof EventListSchema>;

/** GET /api/events/upcoming and /api/events/latest (past, newest first). */
export const EventPageQuerySchema = pageQuerySchema(pageSizes.events);

/** GET /api/events?search= */
export const EventSearchQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search max length is 100 characters')), ''),
  take: queryNumber('take', pageSizes.eventsSearch, 50),
});

/**
 * GET /api/events/{id}?on=YYYY-MM-DD: a public event's page, with the group that holds it. For a
 * repeating event, the date `on` names (without it, the next one to come, else the last).
 */
export const EventDetailSchema = v.object({
  ...EventSummarySchema.entries,
  group: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** How it repeats; null or absent for a one-time event. */
  repeat: v.optional(v.nullable(RepeatRuleShape)),
});

/** GET /api/events/{id}?on: which date of a repeating event. */
export const EventOccurrenceQuerySchema = v.object({
  on: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is invalid'))),
});
export type EventDetail = v.InferOutput<typeof EventDetailSchema>;
