import {
  defaultGroupColorTheme,
  groupColorThemeKeys,
  type ChangedOccurrence,
  type GroupColorTheme,
  type RepeatRule,
} from '@church/contracts';
import { and, asc, eq, gt, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { events } from '../events';
import { groups, groupTypes } from '../groups';
import { users } from '../users';

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;

/** What the calendar and the feeds read of an event: its own columns, its group and type. */
const columns = {
  id: events.id,
  title: events.title,
  body: events.body,
  location: events.location,
  startDate: events.startDate,
  endDate: events.endDate,
  isPublic: events.isPublic,
  updatedAt: events.updatedAt,
  repeat: events.repeat,
  changedOccurrences: events.changedOccurrences,
  groupId: groups.id,
  groupName: groups.name,
  groupTypeName: groupTypes.name,
  colorTheme: groupTypes.colorTheme,
};

export interface CalendarRow {
  id: number;
  title: string;
  body: string;
  location: string;
  startDate: Date;
  endDate: Date;
  isPublic: boolean;
  updatedAt: Date;
  /** A repeating event is one row: its first date above, its rule here (decision 0085-repeating-events). */
  repeat: RepeatRule | null;
  changedOccurrences: ChangedOccurrence[];
  groupId: number | null;
  groupName: string | null;
  groupTypeName: string | null;
  /** A palette key; the default for an event without a group (or with a key no longer known). */
  colorTheme: GroupColorTheme;
}

const isTheme = (key: string | null): key is GroupColorTheme => groupColorThemeKeys.some((theme) => theme === key);

function toRow<T extends { colorTheme: string | null }>(row: T): T & { colorTheme: GroupColorTheme } {
  return { ...row, colorTheme: isTheme(row.colorTheme) ? row.colorTheme : defaultGroupColorTheme };
}

/**
 * Overlapping [start, end): started before the end and still running after the start. An event
 * of no length counts where it starts, so one at exactly midnight on the 1st is in that month.
 * A repeating event overlaps while its first date starts before the end and its last ends after
 * the start; which of its dates do is the reader's to expand.
 */
function overlaps(start: Date, end: Date): SQL {
  return and(
    lt(events.startDate, end),
    or(
      and(isNull(events.repeat), or(gt(events.endDate, start), gte(events.startDate, start))),
      and(isNotNull(events.repeat), gte(events.seriesEnd, start)),
    ),
  ) as SQL;
}

export function createCalendarRepository(db: DbOrTx) {
  const select = (tx: DbOrTx) =>
    tx
      .select(columns)
      .from(events)
      .leftJoin(groups, eq(groups.id, events.groupId))
      .leftJoin(groupTypes, eq(groupTypes.id, groups.groupTypeId));

  return {
    /** Every event overlapping [start, end), by its first date; `publicOnly` and `groupId` narrow it. */
    async between(
      start: Date,
      end: Date,
      filter: { publicOnly?: boolean; groupId?: number } = {},
      tx: DbOrTx = db,
    ): Promise<CalendarRow[]> {
      const rows = await select(tx)
        .where(
          and(
            overlaps(start, end),
            filter.publicOnly ? eq(events.isPublic, true) : undefined,
            filter.groupId === undefined ? undefined : eq(events.groupId, filter.groupId),
          ),
        )
        .orderBy(asc(events.startDate), asc(events.id));
      return rows.map(toRow);
    },

    /** One event with its group's leader, or undefined. */
    async detailed(id: number, tx: DbOrTx = db): Promise<(CalendarRow & { leaderName: string | null }) | undefined> {
      const [row] = await tx
        .select({ ...columns, leaderName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(events)
        .leftJoin(groups, eq(groups.id, events.groupId))
        .leftJoin(groupTypes, eq(groupTypes.id, groups.groupTypeId))
        .leftJoin(users, eq(users.id, groups.leaderId))
        .where(eq(events.id, id));
      return row ? toRow(row) : undefined;
    },

    /** The group's name, or undefined when there is no such group. */
    async groupName(id: number, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx.select({ name: groups.name }).from(groups).where(eq(groups.id, id));
      return row?.name;
    },
  };
}
