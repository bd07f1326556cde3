import type {
  EventTemplate,
  EventTemplateList,
  EventTemplatesQuery,
  GroupColorTheme,
  ManagedEvent,
  ManagedEventList,
  ManagedEventsQuery,
} from '@church/contracts';
import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { countedLists, countFiltered } from '../../db/list-counts';
import { paginate } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { groups, groupTypes } from '../groups';
import { events, eventTemplates } from './events.table';

export type EventsManagementRepository = ReturnType<typeof createEventsManagementRepository>;
export type EventValues = Pick<
  typeof events.$inferSelect,
  | 'title'
  | 'body'
  | 'location'
  | 'startDate'
  | 'endDate'
  | 'groupId'
  | 'isPublic'
  | 'repeat'
  | 'changedOccurrences'
  | 'seriesEnd'
>;
export type TemplateValues = Omit<typeof eventTemplates.$inferInsert, 'id' | 'createdAt'>;

const groupColumns = { groupName: groups.name, colorTheme: groupTypes.colorTheme };

function groupOf(row: { groupId: number | null; groupName: string | null; colorTheme: string | null }) {
  return row.groupId !== null && row.groupName !== null
    ? { id: row.groupId, name: row.groupName, colorTheme: (row.colorTheme ?? 'gray') as GroupColorTheme }
    : null;
}

const selectEvents = (tx: DbOrTx) =>
  tx
    .select({ event: events, ...groupColumns })
    .from(events)
    .leftJoin(groups, eq(events.groupId, groups.id))
    .leftJoin(groupTypes, eq(groups.groupTypeId, groupTypes.id));
type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

function toManagedEvent({ event, ...group }: EventRow): ManagedEvent {
  return {
    id: event.id,
    title: event.title,
    body: event.body,
    location: event.location,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
    isPublic: event.isPublic,
    group: groupOf({ groupId: event.groupId, ...group }),
    repeat: event.repeat,
    updatedAt: event.updatedAt.toISOString(),
  };
}

const selectTemplates = (tx: DbOrTx) =>
  tx
    .select({ template: eventTemplates, ...groupColumns })
    .from(eventTemplates)
    .leftJoin(groups, eq(eventTemplates.groupId, groups.id))
    .leftJoin(groupTypes, eq(groups.groupTypeId, groupTypes.id));
type TemplateRow = Awaited<ReturnType<typeof selectTemplates>>[number];

function toTemplate({ template, ...group }: TemplateRow): EventTemplate {
  return {
    id: template.id,
    title: template.title,
    body: template.body,
    location: template.location,
    isPublic: template.isPublic,
    group: groupOf({ groupId: template.groupId, ...group }),
    startTime: template.startTime,
    durationMinutes: template.durationMinutes,
  };
}

/** Every event, public or not, and the templates: what the Events action manages. */
export function createEventsManagementRepository(db: DbOrTx) {
  return {
    /**
     * Title, body or location containing `search`, in date order: the coming ones soonest first
     * (what staff work on), then the past ones, the most recent first.
     */
    page(query: ManagedEventsQuery, now: Date, tx: DbOrTx = db): Promise<ManagedEventList> {
      const pattern = containsPattern(query.search);
      const where = query.search
        ? or(ilike(events.title, pattern), ilike(events.body, pattern), ilike(events.location, pattern))
        : undefined;
      // A repeating event is coming while any of its dates is: it is listed once, by its first date.
      const coming = sql`coalesce(${events.seriesEnd}, ${events.startDate}) >= ${now.toISOString()}::timestamptz`;
      const rows = selectEvents(tx)
        .where(where)
        .orderBy(
          sql`case when ${coming} then 0 else 1 end`,
          sql`case when ${coming} then ${events.startDate} end asc`,
          desc(events.startDate),
          asc(events.id),
        )
        .$dynamic();
      return paginate(rows, countFiltered(tx, countedLists.events, events, where), query, toManagedEvent);
    },

    async find(id: number, tx: DbOrTx = db): Promise<ManagedEvent | undefined> {
      const [row] = await selectEvents(tx).where(eq(events.id, id));
      return row && toManagedEvent(row);
    },

    /** The event's own row (its rule and changed dates), or undefined. */
    async row(id: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(events).where(eq(events.id, id));
      return row;
    },

    async insert(values: EventValues & { saveAsTemplate: boolean }, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.insert(events).values(values).returning({ id: events.id });
      if (!row) throw new Error('insert returned no event');
      return row.id;
    },

    /** Replaces the event's fields (those given); `updatedAt` moves on, so subscribed calendars see the edit. */
    async update(id: number, values: Partial<EventValues>, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(events)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(events.id, id))
        .returning({ id: events.id });
      return rows.length > 0;
    },

    async delete(id: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(events).where(eq(events.id, id)).returning({ id: events.id });
      return rows.length > 0;
    },

    /** Templates whose title contains `search`, newest first. */
    templatesPage(query: EventTemplatesQuery, tx: DbOrTx = db): Promise<EventTemplateList> {
      const where = query.search ? ilike(eventTemplates.title, containsPattern(query.search)) : undefined;
      const rows = selectTemplates(tx)
        .where(where)
        .orderBy(desc(eventTemplates.createdAt), desc(eventTemplates.id))
        .$dynamic();
      return paginate(rows, countFiltered(tx, countedLists.eventTemplates, eventTemplates, where), query, toTemplate);
    },

    async insertTemplate(values: TemplateValues, tx: DbOrTx = db): Promise<void> {
      await tx.insert(eventTemplates).values(values);
    },

    async deleteTemplate(id: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .delete(eventTemplates)
        .where(eq(eventTemplates.id, id))
        .returning({ id: eventTemplates.id });
      return rows.length > 0;
    },

    /** The demo seed's step: events with these titles join the group. */
    async setGroupByTitle(title: string, groupId: number, tx: DbOrTx = db): Promise<void> {
      await tx.update(events).set({ groupId }).where(eq(events.title, title));
    },
  };
}
