import type { EventDetail, EventList, EventSummary } from '@church/contracts';
import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, min, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { groups } from '../groups';
import { occurrencesOf, type Occurrence } from './event-occurrences';
import { events } from './events.table';

// The public site sees public events only; the Events page (events-management.repository.ts)
// sees them all. Lists are of dates: a one-time event is one, a repeating event one per date
// (decision 0085-repeating-events). One-time events are paged by the database; the few series
// are expanded here and merged in, so a page and its count take both.

const isPublic = eq(events.isPublic, true);
const oneTime = isNull(events.repeat);
const repeating = isNotNull(events.repeat);

type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventsRepository = ReturnType<typeof createEventsRepository>;

/** One date of an event, as the lists read it. */
interface Dated {
  id: number;
  occurrence: Occurrence;
}

const datesOf = (row: EventRow, zone: string): Dated[] =>
  occurrencesOf(row, zone).map((occurrence) => ({ id: row.id, occurrence }));

function toSummary({ id, occurrence }: Dated): EventSummary {
  return {
    id,
    title: occurrence.title,
    body: occurrence.body,
    location: occurrence.location,
    startDate: occurrence.startDate.toISOString(),
    endDate: occurrence.endDate.toISOString(),
    // Only a repeating event's dates name theirs.
    ...(occurrence.date === null ? {} : { occurrence: occurrence.date }),
  };
}

const soonestFirst = (a: Dated, b: Dated) =>
  a.occurrence.startDate.getTime() - b.occurrence.startDate.getTime() || a.id - b.id;
const latestFirst = (a: Dated, b: Dated) => -soonestFirst(a, b);

const matching = (search: string): SQL | undefined => {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(events.title, pattern), ilike(events.body, pattern), ilike(events.location, pattern));
};

export function createEventsRepository(db: DbOrTx, timeZone = 'UTC') {
  /** Public series (narrowed by `where`), each date of them kept by `keep`. */
  async function seriesDates(where: SQL | undefined, keep: (dated: Dated) => boolean, tx: DbOrTx) {
    const rows = await tx
      .select()
      .from(events)
      .where(and(isPublic, repeating, where));
    return rows.flatMap((row) => datesOf(row, timeZone)).filter(keep);
  }

  /**
   * A page of one-time events (`where`, in `order`) merged with the series' `dates`: the first
   * skip + take one-time events are all a page can hold of them.
   */
  async function mergedPage(
    where: SQL,
    order: SQL[],
    dates: Dated[],
    compare: (a: Dated, b: Dated) => number,
    query: { skip: number; take: number },
    tx: DbOrTx,
  ): Promise<EventList> {
    const condition = and(isPublic, oneTime, where) as SQL;
    const [count, rows] = await Promise.all([
      tx.$count(events, condition),
      tx
        .select()
        .from(events)
        .where(condition)
        .orderBy(...order)
        .limit(query.skip + query.take),
    ]);
    const merged = [...rows.flatMap((row) => datesOf(row, timeZone)), ...dates].sort(compare);
    return {
      count: count + dates.length,
      entities: merged.slice(query.skip, query.skip + query.take).map(toSummary),
    };
  }

  return {
    /** Public event dates starting at `now` or later, soonest first. */
    async upcoming(now: Date, query: { skip: number; take: number }, tx: DbOrTx = db): Promise<EventList> {
      const dates = await seriesDates(gte(events.seriesEnd, now), (d) => d.occurrence.startDate >= now, tx);
      return mergedPage(
        gte(events.startDate, now),
        [asc(events.startDate), asc(events.id)],
        dates,
        soonestFirst,
        query,
        tx,
      );
    },

    /** Public event dates started before `now`, most recent first. */
    async latest(now: Date, query: { skip: number; take: number }, tx: DbOrTx = db): Promise<EventList> {
      const dates = await seriesDates(lt(events.startDate, now), (d) => d.occurrence.startDate < now, tx);
      return mergedPage(
        lt(events.startDate, now),
        [desc(events.startDate), desc(events.id)],
        dates,
        latestFirst,
        query,
        tx,
      );
    },

    /**
     * Public events whose title, body or location contains `search`: the upcoming ones soonest
     * first, then the past ones. A repeating event is one result, at its next date (else its last).
     */
    async search(now: Date, query: { search: string; take: number }, tx: DbOrTx = db): Promise<EventSummary[]> {
      const upcoming = sql`${events.startDate} >= ${now.toISOString()}::timestamptz`;
      const rows = await tx
        .select()
        .from(events)
        .where(and(isPublic, oneTime, matching(query.search)))
        .orderBy(
          sql`case when ${upcoming} then 0 else 1 end`,
          sql`case when ${upcoming} then ${events.startDate} end asc`,
          desc(events.startDate),
          asc(events.id),
        )
        .limit(query.take);
      const series = await tx
        .select()
        .from(events)
        .where(and(isPublic, repeating, matching(query.search)));
      const representative = series.flatMap((row) => {
        const dates = datesOf(row, timeZone);
        const next = dates.find((d) => d.occurrence.startDate >= now) ?? dates.at(-1);
        return next ? [next] : [];
      });
      const isUpcoming = (d: Dated) => d.occurrence.startDate >= now;
      return [...rows.flatMap((row) => datesOf(row, timeZone)), ...representative]
        .sort((a, b) => {
          if (isUpcoming(a) !== isUpcoming(b)) return isUpcoming(a) ? -1 : 1;
          return isUpcoming(a) ? soonestFirst(a, b) : latestFirst(a, b);
        })
        .slice(0, query.take)
        .map(toSummary);
    },

    /**
     * A public event with its group's name, or undefined (no such event, not public, or no such
     * date). A repeating event answers the date `on`; without it, the next one to come, else its last.
     */
    async find(id: number, on: string | undefined, now: Date, tx: DbOrTx = db): Promise<EventDetail | undefined> {
      const [row] = await tx
        .select({ event: events, groupName: groups.name })
        .from(events)
        .leftJoin(groups, eq(groups.id, events.groupId))
        .where(and(isPublic, eq(events.id, id)));
      if (!row) return undefined;
      const { event, groupName } = row;
      const dates = datesOf(event, timeZone);
      const chosen =
        on === undefined
          ? (dates.find((d) => d.occurrence.startDate >= now) ?? dates.at(-1))
          : dates.find((d) => d.occurrence.date === on);
      if (!chosen) return undefined;
      return {
        ...toSummary(chosen),
        group: event.groupId !== null && groupName !== null ? { id: event.groupId, name: groupName } : null,
        ...(event.repeat ? { repeat: event.repeat } : {}),
      };
    },

    /** When the soonest public event date at or after `now` starts: then "upcoming" and "latest" change. */
    async nextStart(now: Date, tx: DbOrTx = db): Promise<Date | undefined> {
      const [row] = await tx
        .select({ start: min(events.startDate) })
        .from(events)
        .where(and(isPublic, oneTime, gte(events.startDate, now)));
      const dates = await seriesDates(gte(events.seriesEnd, now), (d) => d.occurrence.startDate >= now, tx);
      const starts = [row?.start, ...dates.map((d) => d.occurrence.startDate)].filter(
        (start): start is Date => start instanceof Date,
      );
      return starts.length > 0 ? new Date(Math.min(...starts.map((start) => start.getTime()))) : undefined;
    },

    async insertMany(values: NewEvent[], tx: DbOrTx = db): Promise<void> {
      if (values.length > 0) await tx.insert(events).values(values);
    },
  };
}
