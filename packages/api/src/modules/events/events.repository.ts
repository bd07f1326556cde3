import type { EventList, EventSummary } from '@church/contracts';
import { asc, desc, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { paginate } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { events } from './events.table';

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
    /** Starting at `now` or later, soonest first. */
    upcoming(now: Date, query: { skip: number; take: number }, tx: DbOrTx = db): Promise<EventList> {
      return page(gte(events.startDate, now), [asc(events.startDate), asc(events.id)], query, tx);
    },

    /** Started before `now`, most recent first. */
    latest(now: Date, query: { skip: number; take: number }, tx: DbOrTx = db): Promise<EventList> {
      return page(lt(events.startDate, now), [desc(events.startDate), desc(events.id)], query, tx);
    },

    /** Title, body or location containing `search`: the upcoming ones soonest first, then the past ones. */
    async search(now: Date, query: { search: string; take: number }, tx: DbOrTx = db): Promise<EventSummary[]> {
      const pattern = containsPattern(query.search);
      const upcoming = sql`${events.startDate} >= ${now.toISOString()}::timestamptz`;
      const rows = await tx
        .select()
        .from(events)
        .where(
          query.search
            ? or(ilike(events.title, pattern), ilike(events.body, pattern), ilike(events.location, pattern))
            : undefined,
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

    async insertMany(values: NewEvent[], tx: DbOrTx = db): Promise<void> {
      if (values.length > 0) await tx.insert(events).values(values);
    },
  };
}
