import * as v from 'valibot';
import {
  daySchema,
  eventFields,
  eventMessages,
  monthlyRepeatKinds,
  repeatFrequencies,
  type EventTemplate,
  type ManagedEvent,
  type SaveEventInput,
} from '@church/contracts';
import { addWallMinutes, fromWallTime, todayIn, toWallTime } from '@church/ui';
import { repeatIssue, repeatOf, repeatPaths, type RepeatField, type RepeatFormValues } from './repeat-form';

/** Whether the repeat inputs have no issue for `field` (repeat-form.ts finds the first one). */
const fitsAt = (field: RepeatField) => (form: RepeatFormValues) => repeatIssue(form)?.field !== field;
const repeatMessage = (issue: { input: unknown }) => repeatIssue(issue.input as RepeatFormValues)?.message ?? '';

const required = (message: string) => v.pipe(v.string(message), v.nonEmpty(message));
/** A day as the date input holds it, in the years every date the API takes must fall in. */
const day = (message: string) => daySchema({ required: message, invalid: eventMessages.dateInvalid });

/**
 * The event form: the contract's fields, with start and end as the church's wall-clock date and
 * time (what date and time inputs hold); `toSaveEvent` turns them into the API's instants.
 */
export const EventFormSchema = v.pipe(
  v.object({
    title: eventFields.title,
    body: eventFields.body,
    location: eventFields.location,
    startDate: day(eventMessages.startRequired),
    startTime: required(eventMessages.startRequired),
    endDate: day(eventMessages.endRequired),
    endTime: required(eventMessages.endRequired),
    isPublic: v.boolean(),
    saveAsTemplate: v.boolean(),
    // How it repeats, as the inputs hold it (repeat-form.ts turns it into the contract's rule);
    // absent, the event happens once.
    repeatFrequency: v.optional(v.picklist(['none', ...repeatFrequencies] as const), 'none'),
    repeatInterval: v.optional(v.string(), '1'),
    repeatWeekdays: v.optional(v.array(v.string()), []),
    repeatMonthlyBy: v.optional(v.picklist(monthlyRepeatKinds), 'day-of-month'),
    repeatEnds: v.optional(v.picklist(['until', 'count']), 'until'),
    repeatUntil: v.optional(v.string(), ''),
    repeatCount: v.optional(v.string(), ''),
    skippedDates: v.optional(v.array(v.string()), []),
  }),
  v.forward(v.partialCheck(repeatPaths, fitsAt('repeatInterval'), repeatMessage), ['repeatInterval']),
  v.forward(v.partialCheck(repeatPaths, fitsAt('repeatWeekdays'), repeatMessage), ['repeatWeekdays']),
  v.forward(v.partialCheck(repeatPaths, fitsAt('repeatUntil'), repeatMessage), ['repeatUntil']),
  v.forward(v.partialCheck(repeatPaths, fitsAt('repeatCount'), repeatMessage), ['repeatCount']),
  v.forward(v.partialCheck(repeatPaths, fitsAt('skippedDates'), repeatMessage), ['skippedDates']),
  v.forward(
    v.partialCheck(
      [['startDate'], ['startTime'], ['endDate'], ['endTime']],
      // Same-zone wall times compare as text ('2026-03-07T09:30' < '2026-03-07T10:00').
      (event) => `${event.endDate}T${event.endTime}` > `${event.startDate}T${event.startTime}`,
      eventMessages.endBeforeStart,
    ),
    ['endTime'],
  ),
);
export type EventFormInput = v.InferInput<typeof EventFormSchema>;
export type EventFormOutput = v.InferOutput<typeof EventFormSchema>;

/** The group chosen beside the form (a search, not a field). */
export interface PickedGroup {
  id: number;
  name: string;
}

export function toSaveEvent(form: EventFormOutput, group: PickedGroup | null, zone: string): SaveEventInput {
  const repeat = repeatOf(form);
  return {
    title: form.title,
    body: form.body,
    location: form.location,
    startDate: fromWallTime(form.startDate, form.startTime, zone) ?? '',
    endDate: fromWallTime(form.endDate, form.endTime, zone) ?? '',
    groupId: group?.id ?? null,
    isPublic: form.isPublic,
    saveAsTemplate: form.saveAsTemplate,
    // Absent, the API reads "does not repeat" (a series edited into a one-time event too).
    ...(repeat ? { repeat } : {}),
  };
}

/** A form that does not repeat (what a new event, or one from a template, starts with). */
const noRepeat = {
  repeatFrequency: 'none',
  repeatInterval: '1',
  repeatWeekdays: [],
  repeatMonthlyBy: 'day-of-month',
  repeatEnds: 'until',
  repeatUntil: '',
  repeatCount: '',
  skippedDates: [],
} satisfies Partial<EventFormInput>;

function repeatToForm(repeat: ManagedEvent['repeat']): Partial<EventFormInput> {
  if (!repeat) return noRepeat;
  return {
    repeatFrequency: repeat.frequency,
    repeatInterval: String(repeat.interval),
    repeatWeekdays: repeat.weekdays,
    repeatMonthlyBy: repeat.monthlyBy,
    repeatEnds: repeat.count === null ? 'until' : 'count',
    repeatUntil: repeat.until ?? '',
    repeatCount: repeat.count === null ? '' : String(repeat.count),
    skippedDates: repeat.skipped,
  };
}

export const emptyEventForm = (zone: string): EventFormInput => ({
  title: '',
  body: '',
  location: '',
  startDate: todayIn(zone),
  startTime: '',
  endDate: todayIn(zone),
  endTime: '',
  isPublic: true,
  saveAsTemplate: false,
  ...noRepeat,
});

export function eventToForm(event: ManagedEvent, zone: string): EventFormInput {
  const start = toWallTime(event.startDate, zone);
  const end = toWallTime(event.endDate, zone);
  return {
    title: event.title,
    body: event.body,
    location: event.location,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    isPublic: event.isPublic,
    saveAsTemplate: false,
    ...noRepeat,
    ...repeatToForm(event.repeat),
  };
}

/** A new event from a template: everything but the day, which starts as today on the church's clock. */
export function templateToForm(template: EventTemplate, zone: string): EventFormInput {
  const start = { date: todayIn(zone), time: template.startTime };
  const end = addWallMinutes(start, template.durationMinutes, zone);
  return {
    title: template.title,
    body: template.body,
    location: template.location,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    isPublic: template.isPublic,
    saveAsTemplate: false,
    ...noRepeat,
  };
}
