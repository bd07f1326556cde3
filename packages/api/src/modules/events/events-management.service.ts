import {
  churchDay,
  eventMessages,
  repeatLimits,
  repeatMessages,
  repeatProblem,
  type ChangeOccurrence,
  type ChangedOccurrence,
  type EventTemplateList,
  type EventTemplatesQuery,
  type ManagedEvent,
  type ManagedEventList,
  type ManagedEventsQuery,
  type RepeatRule,
  type SaveEvent,
} from '@church/contracts';
import { DateTime } from 'luxon';
import type { RunInTransaction } from '../../db/transaction';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { lastEnd, seriesDates, type SeriesFields } from './event-occurrences';
import {
  createEventsManagementRepository,
  type EventsManagementRepository,
  type EventValues,
} from './events-management.repository';

export type EventsManagementService = ReturnType<typeof createEventsManagementService>;

interface Dependencies {
  repository: EventsManagementRepository;
  transaction: RunInTransaction;
  /** CHURCH_TIME_ZONE: a template keeps the church's wall-clock start time. */
  timeZone: string;
}

const refused = (message: string) => new HttpError(400, [message]);

/**
 * The rule's dates ('YYYY-MM-DD') for an event starting at `start`, once the rule is known to
 * fit it (the form asks the same `repeatProblem`): within two years, skipping only its own dates.
 */
function checkedDates(rule: RepeatRule, start: Date, timeZone: string): string[] {
  const firstDay = churchDay(start, timeZone);
  const problem = repeatProblem(rule, firstDay);
  if (problem) throw refused(problem);
  const dates = seriesDates(rule, start, timeZone);
  const limit = `${Number(firstDay.slice(0, 4)) + repeatLimits.years}${firstDay.slice(4)}`;
  if (dates.some((date) => date > limit)) throw refused(repeatMessages.untilTooFar);
  if (rule.skipped.some((date) => !dates.includes(date))) throw refused(repeatMessages.skippedNotADate);
  return dates;
}

// The only foreign key an event names is its group.
const missingGroup = (error: unknown): never => {
  if (isForeignKeyViolation(error)) throw new HttpError(400, [eventMessages.groupNotFound]);
  throw error;
};

export function createEventsManagementService({ repository, transaction, timeZone }: Dependencies) {
  const eventNotFound = () => new HttpError(404, [eventMessages.eventNotFound]);
  const found = async (id: number): Promise<ManagedEvent> => {
    const event = await repository.find(id);
    if (!event) throw eventNotFound();
    return event;
  };

  /**
   * The row's values for this input: the rule checked; the dates changed on their own kept while
   * they are still dates of the (new) rule; `seriesEnd` from them all.
   */
  const valuesOf = (input: SaveEvent, changed: ChangedOccurrence[] = []): EventValues => {
    const [startDate, endDate] = [new Date(input.startDate), new Date(input.endDate)];
    const dates = input.repeat ? checkedDates(input.repeat, startDate, timeZone) : [];
    const kept = changed.filter((own) => dates.includes(own.date) && !input.repeat?.skipped.includes(own.date));
    const fields = { title: input.title, body: input.body, location: input.location, startDate, endDate };
    return {
      ...fields,
      groupId: input.groupId,
      isPublic: input.isPublic,
      repeat: input.repeat,
      changedOccurrences: kept,
      seriesEnd: lastEnd({ ...fields, repeat: input.repeat, changedOccurrences: kept }, timeZone),
    };
  };

  /** A repeating event and one of its dates (404 and 400 otherwise). */
  const seriesWith = async (id: number, date: string) => {
    const event = await repository.row(id);
    if (!event) throw eventNotFound();
    if (!event.repeat) throw refused(repeatMessages.notRepeating);
    if (!seriesDates(event.repeat, event.startDate, timeZone).includes(date)) {
      throw refused(repeatMessages.occurrenceNotFound);
    }
    return { ...event, repeat: event.repeat };
  };

  /** Writes a series' rule and changed dates again, with its new `seriesEnd`; `updatedAt` moves on. */
  const rewriteSeries = async (id: number, event: SeriesFields & { repeat: RepeatRule }) => {
    const { repeat, changedOccurrences } = event;
    await repository.update(id, { repeat, changedOccurrences, seriesEnd: lastEnd(event, timeZone) });
  };

  return {
    page: (query: ManagedEventsQuery): Promise<ManagedEventList> => repository.page(query, new Date()),

    /** The event, and with saveAsTemplate its template, in one transaction. */
    async create(input: SaveEvent): Promise<ManagedEvent> {
      const values = valuesOf(input);
      const id = await transaction(async (tx) => {
        const within = createEventsManagementRepository(tx);
        const eventId = await within.insert({ ...values, saveAsTemplate: input.saveAsTemplate }, tx);
        if (input.saveAsTemplate) {
          await within.insertTemplate(
            {
              title: values.title,
              body: values.body,
              location: values.location,
              groupId: values.groupId,
              isPublic: values.isPublic,
              startTime: DateTime.fromJSDate(values.startDate, { zone: timeZone }).toFormat('HH:mm'),
              durationMinutes: Math.round((values.endDate.getTime() - values.startDate.getTime()) / 60_000),
            },
            tx,
          );
        }
        return eventId;
      }).catch(missingGroup);
      return found(id);
    },

    async update(id: number, input: SaveEvent): Promise<ManagedEvent> {
      const current = await repository.row(id);
      if (!current) throw eventNotFound();
      if (!(await repository.update(id, valuesOf(input, current.changedOccurrences)).catch(missingGroup))) {
        throw eventNotFound();
      }
      return found(id);
    },

    /** One date of a repeating event changed on its own (a skipped date comes back so). */
    async changeOccurrence(id: number, date: string, input: ChangeOccurrence): Promise<ManagedEvent> {
      const event = await seriesWith(id, date);
      const own: ChangedOccurrence = { date, ...input };
      await rewriteSeries(id, {
        ...event,
        repeat: { ...event.repeat, skipped: event.repeat.skipped.filter((skipped) => skipped !== date) },
        changedOccurrences: [...event.changedOccurrences.filter((other) => other.date !== date), own],
      });
      return found(id);
    },

    /** One date of a repeating event left out (the feeds' EXDATE); the others stay. */
    async skipOccurrence(id: number, date: string): Promise<void> {
      const event = await seriesWith(id, date);
      if (event.repeat.skipped.length >= repeatLimits.skipped) throw refused(repeatMessages.skippedTooMany);
      await rewriteSeries(id, {
        ...event,
        repeat: { ...event.repeat, skipped: [...new Set([...event.repeat.skipped, date])].sort() },
        changedOccurrences: event.changedOccurrences.filter((other) => other.date !== date),
      });
    },

    async delete(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw eventNotFound();
    },

    templatesPage: (query: EventTemplatesQuery): Promise<EventTemplateList> => repository.templatesPage(query),

    async deleteTemplate(id: number): Promise<void> {
      if (!(await repository.deleteTemplate(id))) throw new HttpError(404, [eventMessages.templateNotFound]);
    },
  };
}
