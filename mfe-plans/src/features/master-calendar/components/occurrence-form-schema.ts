import * as v from 'valibot';
import {
  daySchema,
  eventFields,
  eventMessages,
  type CalendarEventDetail,
  type ChangeOccurrence,
} from '@church/contracts';
import { fromWallTime, toWallTime } from '@church/ui';

const required = (message: string) => v.pipe(v.string(message), v.nonEmpty(message));
const day = (message: string) => daySchema({ required: message, invalid: eventMessages.dateInvalid });

/**
 * One date of a repeating event, changed on its own: the event form's fields but its group and
 * rule, start and end as the church's wall-clock date and time.
 */
export const OccurrenceFormSchema = v.pipe(
  v.object({
    title: eventFields.title,
    body: eventFields.body,
    location: eventFields.location,
    startDate: day(eventMessages.startRequired),
    startTime: required(eventMessages.startRequired),
    endDate: day(eventMessages.endRequired),
    endTime: required(eventMessages.endRequired),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['startTime'], ['endDate'], ['endTime']],
      // Same-zone wall times compare as text.
      (date) => `${date.endDate}T${date.endTime}` > `${date.startDate}T${date.startTime}`,
      eventMessages.endBeforeStart,
    ),
    ['endTime'],
  ),
);
export type OccurrenceFormInput = v.InferInput<typeof OccurrenceFormSchema>;
export type OccurrenceFormOutput = v.InferOutput<typeof OccurrenceFormSchema>;

export function occurrenceToForm(detail: CalendarEventDetail, zone: string): OccurrenceFormInput {
  const [start, end] = [toWallTime(detail.startDate, zone), toWallTime(detail.endDate, zone)];
  return {
    title: detail.title,
    body: detail.body,
    location: detail.location,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
  };
}

export function toChangeOccurrence(form: OccurrenceFormOutput, zone: string): ChangeOccurrence {
  return {
    title: form.title,
    body: form.body,
    location: form.location,
    startDate: fromWallTime(form.startDate, form.startTime, zone) ?? '',
    endDate: fromWallTime(form.endDate, form.endTime, zone) ?? '',
  };
}
