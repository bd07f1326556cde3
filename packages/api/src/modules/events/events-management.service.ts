import {
  eventMessages,
  type EventTemplateList,
  type EventTemplatesQuery,
  type ManagedEvent,
  type ManagedEventList,
  type ManagedEventsQuery,
  type SaveEvent,
} from '@church/contracts';
import { DateTime } from 'luxon';
import type { RunInTransaction } from '../../db/transaction';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
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

const valuesOf = (input: SaveEvent): EventValues => ({
  title: input.title,
  body: input.body,
  location: input.location,
  startDate: new Date(input.startDate),
  endDate: new Date(input.endDate),
  groupId: input.groupId,
  isPublic: input.isPublic,
});

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
      if (!(await repository.update(id, valuesOf(input)).catch(missingGroup))) throw eventNotFound();
      return found(id);
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
