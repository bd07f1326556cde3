import type { EventDetail, EventList, EventSummary } from '@church/contracts';
import { and, asc, desc, eq, gte, ilike, lt, min, or, sql, type SQL } from 'drizzle-orm';
import { paginate } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { groups } from '../groups';
import { events } from './events.table';

// The public site sees public events only; the Events page (events-management.repository.ts)
// sees them all.
const isPublic = eq(events.isPublic, true);

type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventsRepository = ReturnType<typeof createEventsRepository>;

function toSummary(row: EventRow): EventSummary {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    location: row.location,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}

export function createEventsRepository(db: DbOrTx) {
  async function page(where: SQL, order: SQL[], query: { skip: number; take: number }, tx: DbOrTx) {
    const rows = tx
      .select()
      .from(events)
      .where(where)
      .orderBy(...order)
      .$dynamic();
    return paginate(rows, tx.$count(events, where), query, toSummary);
  }

  return {
    /** Public events starting at `now` or later, soonest first. */
    upcoming(now: Date, query: { skip: number; take: number }, tx: DbOrTx = db): Promise<EventList> {
      return page(and(isPublic, gte(events.startDate, now)) as SQL, [asc(events.startDate), asc(events.id)], query, tx);
    },

    /** Public events started before `now`, most recent first. */
    latest(now: Date, query: { skip: number; take: number }, tx: DbOrTx = db): Promise<EventList> {
      return page(
        and(isPublic, lt(events.startDate, now)) as SQL,
        [desc(events.startDate), desc(events.id)],
        query,
        tx,
      );
    },

    /** Public events whose title, body or location contains `search`: the upcoming ones soonest first, then the past ones. */
    async search(now: Date, query: { search: string; take: number }, tx: DbOrTx = db): Promise<EventSummary[]> {
      const pattern = containsPattern(query.search);
      const upcoming = sql`${events.startDate} >= ${now.toISOString()}::timestamptz`;
      const rows = await tx
        .select()
        .from(events)
        .where(
          and(
            isPublic,
            query.search
              ? or(ilike(events.title, pattern), ilike(events.body, pattern), ilike(events.location, pattern))
              : undefined,
          ),
        )
        .orderBy(
          sql`case when ${upcoming} then 0 else 1 end`,
          sql`case when ${upcoming} then ${events.startDate} end asc`,
          desc(events.startDate),
          asc(events.id),
        )
        .limit(query.take);
      return rows.map(toSummary);
    },

    /** A public event with its group's name, or undefined (no such event, or not public). */
    async find(id: number, tx: DbOrTx = db): Promise<EventDetail | undefined> {
      const [row] = await tx
        .select({ event: events, groupName: groups.name })
        .from(events)
        .leftJoin(groups, eq(groups.id, events.groupId))
        .where(and(isPublic, eq(events.id, id)));
      if (!row) return undefined;
      const { event, groupName } = row;
      return {
        ...toSummary(event),
        group: event.groupId !== null && groupName !== null ? { id: event.groupId, name: groupName } : null,
      };
    },

    /** When the soonest public event at or after `now` starts: then "upcoming" and "latest" change. */
    async nextStart(now: Date, tx: DbOrTx = db): Promise<Date | undefined> {
      const [row] = await tx
        .select({ start: min(events.startDate) })
        .from(events)
        .where(and(isPublic, gte(events.startDate, now)));
      return row?.start ?? undefined;
    },

    async insertMany(values: NewEvent[], tx: DbOrTx = db): Promise<void> {
      if (values.length > 0) await tx.insert(events).values(values);
    },
  };
}
