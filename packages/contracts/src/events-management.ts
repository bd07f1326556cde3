import * as v from 'valibot';
import { instantSchema } from './date-inputs';
import { RepeatRuleSchema, RepeatRuleShape } from './event-repeat';
import { entityIdSchema } from './ids';
import { groupColorThemeKeys } from './group-colors';
import { pageSizes } from './page-sizes';
import { countedPageSchema, pageQuerySchema } from './paging';

// What the Events action works with (/account/events, /dashboard/events): every event, public or
// not, with its group; event templates.
//
// Dates on the wire are instants (ISO 8601 with an offset, e.g. '2026-03-07T16:00:00.000Z'). The
// form shows and takes them as the church's wall-clock date and time (churchTimeZone() in
// @church/ui) and converts before sending, so the API never guesses a zone.

export const eventMessages = {
  created: 'Event successfully created',
  noMatch: 'No events match these criteria',
  titleRequired: 'Title is required',
  titleMax: 'Title max length is 200 characters',
  bodyMax: 'Description max length is 4000 characters',
  locationMax: 'Location max length is 300 characters',
  startRequired: 'Start date and time are required',
  endRequired: 'End date and time are required',
  dateInvalid: 'Date and time are invalid',
  endBeforeStart: 'The event must end after it starts',
  groupNotFound: 'Group not found',
  eventNotFound: 'Event not found',
  templateNotFound: 'Event template not found',
} as const;

const search = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search max length is 100 characters')), '');
const groupRef = v.object({ id: v.number(), name: v.string(), colorTheme: v.picklist(groupColorThemeKeys) });

/** The form's fields, shared by the API's body and the browser's form (same rules, same messages). */
export const eventFields = {
  title: v.pipe(
    v.string(eventMessages.titleRequired),
    v.trim(),
    v.nonEmpty(eventMessages.titleRequired),
    v.maxLength(200, eventMessages.titleMax),
  ),
  body: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000, eventMessages.bodyMax)), ''),
  location: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, eventMessages.locationMax)), ''),
  /** A group's id, or null for none. */
  groupId: v.optional(v.nullable(entityIdSchema(eventMessages.groupNotFound)), null),
  isPublic: v.optional(v.boolean(), true),
};

const instant = (required: string) => instantSchema({ required, invalid: eventMessages.dateInvalid });

/** POST /api/events (saveAsTemplate also keeps a template), PUT /api/events/{id}. */
export const SaveEventSchema = v.pipe(
  v.object({
    ...eventFields,
    startDate: instant(eventMessages.startRequired),
    endDate: instant(eventMessages.endRequired),
    /** POST only: also keep this event as a template (its wall-clock start time and length). */
    saveAsTemplate: v.optional(v.boolean(), false),
    /** How it repeats from its first date; null (or absent) for a one-time event. */
    repeat: v.optional(v.nullable(RepeatRuleSchema), null),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      // An unreadable date has its own message already.
      (event) => {
        const [start, end] = [Date.parse(event.startDate), Date.parse(event.endDate)];
        return Number.isNaN(start) || Number.isNaN(end) || end > start;
      },
      eventMessages.endBeforeStart,
    ),
    ['endDate'],
  ),
);
export type SaveEvent = v.InferOutput<typeof SaveEventSchema>;
export type SaveEventInput = v.InferInput<typeof SaveEventSchema>;

/**
 * PUT /api/events/{id}/occurrences/{date}: one date of a repeating event changed on its own
 * (its time, title, description or place); the other dates keep the series' values.
 */
export const ChangeOccurrenceSchema = v.pipe(
  v.object({
    title: eventFields.title,
    body: eventFields.body,
    location: eventFields.location,
    startDate: instant(eventMessages.startRequired),
    endDate: instant(eventMessages.endRequired),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (event) => {
        const [start, end] = [Date.parse(event.startDate), Date.parse(event.endDate)];
        return Number.isNaN(start) || Number.isNaN(end) || end > start;
      },
      eventMessages.endBeforeStart,
    ),
    ['endDate'],
  ),
);
export type ChangeOccurrence = v.InferOutput<typeof ChangeOccurrenceSchema>;

/** One date of a repeating event as changed on its own, kept with the event. */
export interface ChangedOccurrence extends ChangeOccurrence {
  /** The date it had in the series ('YYYY-MM-DD'): the feed's RECURRENCE-ID. */
  date: string;
}

/** An event as the Events page shows it. */
export const ManagedEventSchema = v.object({
  id: v.number(),
  title: v.string(),
  body: v.string(),
  location: v.string(),
  /** ISO 8601 instants. */
  startDate: v.string(),
  endDate: v.string(),
  isPublic: v.boolean(),
  /** Null: no group (or its group was deleted). */
  group: v.nullable(groupRef),
  /** Null (or absent): it happens once, at startDate; else from startDate on, by this rule. */
  repeat: v.optional(v.nullable(RepeatRuleShape)),
  updatedAt: v.string(),
});
export type ManagedEvent = v.InferOutput<typeof ManagedEventSchema>;

export const ManagedEventListSchema = countedPageSchema(ManagedEventSchema);
export type ManagedEventList = v.InferOutput<typeof ManagedEventListSchema>;

/**
 * GET /api/events/paginated?search&skip&take: every event, newest (last added) first, 8 a page,
 * so an event just created or copied from a template heads the list whatever its date.
 */
export const ManagedEventsQuerySchema = v.object({
  ...pageQuerySchema(pageSizes.dashboardEvents).entries,
  search,
});
export type ManagedEventsQuery = v.InferOutput<typeof ManagedEventsQuerySchema>;

/** What a new event can start from: everything but the day; the start is church wall time. */
export const EventTemplateSchema = v.object({
  id: v.number(),
  title: v.string(),
  body: v.string(),
  location: v.string(),
  isPublic: v.boolean(),
  group: v.nullable(groupRef),
  /** 'HH:mm' on the church's clock. */
  startTime: v.string(),
  durationMinutes: v.number(),
});
export type EventTemplate = v.InferOutput<typeof EventTemplateSchema>;

export const EventTemplateListSchema = countedPageSchema(EventTemplateSchema);
export type EventTemplateList = v.InferOutput<typeof EventTemplateListSchema>;

/** GET /api/event-templates?search&skip&take: 8 a page, newest first (a search asks for 5). */
export const EventTemplatesQuerySchema = v.object({
  ...pageQuerySchema(pageSizes.eventTemplates).entries,
  search,
});
export type EventTemplatesQuery = v.InferOutput<typeof EventTemplatesQuerySchema>;
