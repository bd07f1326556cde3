import * as v from 'valibot';
import { groupColorThemeKeys } from './group-colors';

const wholeNumber = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(`${name} is required`),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be between ${min} and ${max}`),
    v.maxValue(max, `${name} must be between ${min} and ${max}`),
  );

/** GET /api/events/by-month?month=1..12&year: a month on the church's clock. */
export const CalendarMonthQuerySchema = v.object({
  month: wholeNumber('Month', 1, 12),
  year: wholeNumber('Year', 1970, 2200),
});
export type CalendarMonthQuery = v.InferOutput<typeof CalendarMonthQuerySchema>;

/** GET /api/events/detailed?id */
export const CalendarEventQuerySchema = v.object({
  id: wholeNumber('Event id', 1, 2_147_483_647),
  /** One date of a repeating event ('YYYY-MM-DD'); without it, its first. */
  on: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is invalid'))),
});

/** An event on the master calendar: when, and the group whose type gives its colour. */
export const CalendarEventSchema = v.object({
  id: v.number(),
  title: v.string(),
  location: v.string(),
  /** ISO 8601 instants. */
  startDate: v.string(),
  endDate: v.string(),
  isPublic: v.boolean(),
  groupId: v.nullable(v.number()),
  groupName: v.nullable(v.string()),
  groupTypeName: v.nullable(v.string()),
  /** The group type's palette key; `defaultGroupColorTheme` for an event without a group. */
  colorTheme: v.picklist(groupColorThemeKeys),
  /** One date of a repeating event ('YYYY-MM-DD'); null for a one-time event. */
  occurrence: v.optional(v.nullable(v.string())),
});
export type CalendarEvent = v.InferOutput<typeof CalendarEventSchema>;

/** Every event overlapping the month, soonest first. */
export const CalendarMonthSchema = v.array(CalendarEventSchema);

/** GET /api/events/detailed: the event with its description and its group's leader. */
export const CalendarEventDetailSchema = v.object({
  ...CalendarEventSchema.entries,
  body: v.string(),
  leaderName: v.nullable(v.string()),
});
export type CalendarEventDetail = v.InferOutput<typeof CalendarEventDetailSchema>;

export const calendarMessages = {
  eventNotFound: 'Event not found',
  groupNotFound: 'Group not found',
} as const;

/**
 * The iCalendar feeds (RFC 5545) calendars subscribe to: public events only, no sign-in.
 * Relative to the site; the page shows them absolute.
 */
export const calendarFeedPaths = {
  public: '/api/calendar/public.ics',
  group: (groupId: number) => `/api/calendar/groups/${groupId}.ics`,
  /** One public event on its own, for "Add to calendar" (same UID as in the feeds). */
  event: (eventId: number) => `/api/calendar/events/${eventId}.ics`,
} as const;
