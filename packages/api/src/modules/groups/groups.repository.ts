import type {
  Group,
  GroupColorTheme,
  GroupList,
  GroupsQuery,
  GroupType,
  GroupTypeList,
  PageQuery,
  SaveGroup,
  SaveGroupType,
} from '@church/contracts';
import { asc, eq, ilike, inArray, type SQLWrapper } from 'drizzle-orm';
import { countedLists, countFiltered, countOf } from '../../db/list-counts';
import { orderOf, paginate, paginateByKeys, type OrderKey } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { users } from '../users';
import { groups, groupTypes } from './groups.table';

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;

type GroupTypeRow = typeof groupTypes.$inferSelect;
const toGroupType = (row: GroupTypeRow): GroupType => ({ ...row, colorTheme: row.colorTheme as GroupColorTheme });

const groupColumns = {
  id: groups.id,
  name: groups.name,
  description: groups.description,
  typeId: groupTypes.id,
  typeName: groupTypes.name,
  colorTheme: groupTypes.colorTheme,
  leaderId: users.id,
  leaderFirstName: users.firstName,
  leaderLastName: users.lastName,
};
const selectGroups = (tx: DbOrTx) =>
  tx
    .select(groupColumns)
    .from(groups)
    .innerJoin(groupTypes, eq(groups.groupTypeId, groupTypes.id))
    .leftJoin(users, eq(groups.leaderId, users.id));
type GroupRow = Awaited<ReturnType<typeof selectGroups>>[number];

function toGroup(row: GroupRow): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    groupType: { id: row.typeId, name: row.typeName, colorTheme: row.colorTheme as GroupColorTheme },
    leader: row.leaderId ? { id: row.leaderId, name: `${row.leaderFirstName} ${row.leaderLastName}` } : null,
  };
}

// By name, the id breaking ties: the order of groups_name_id_idx.
const nameOrder: OrderKey[] = [
  [groups.name, 'asc'],
  [groups.id, 'asc'],
];
const byName = orderOf(nameOrder);
const named = (search: string | undefined) => (search ? ilike(groups.name, containsPattern(search)) : undefined);

/** The ids of a page of groups (searched or not), walked in groups_name_id_idx (backward when `reversed`). */
export function groupPageKeys(tx: DbOrTx, search: string | undefined, reversed = false) {
  return tx
    .select({ id: groups.id })
    .from(groups)
    .where(named(search))
    .orderBy(...orderOf(nameOrder, reversed))
    .$dynamic();
}

export function createGroupsRepository(db: DbOrTx) {
  return {
    groupTypesPage(query: PageQuery, tx: DbOrTx = db): Promise<GroupTypeList> {
      const rows = tx.select().from(groupTypes).orderBy(asc(groupTypes.name), asc(groupTypes.id)).$dynamic();
      return paginate(rows, countOf(tx, countedLists.groupTypes), query, toGroupType);
    },

    async insertGroupType(input: SaveGroupType, tx: DbOrTx = db): Promise<GroupType> {
      const [row] = await tx.insert(groupTypes).values(input).returning();
      if (!row) throw new Error('insert returned no group type');
      return toGroupType(row);
    },

    async updateGroupType(id: number, input: SaveGroupType, tx: DbOrTx = db): Promise<GroupType | undefined> {
      const [row] = await tx.update(groupTypes).set(input).where(eq(groupTypes.id, id)).returning();
      return row && toGroupType(row);
    },

    async deleteGroupType(id: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(groupTypes).where(eq(groupTypes.id, id)).returning({ id: groupTypes.id });
      return rows.length > 0;
    },

    /** Groups whose name contains `search`, by name. */
    groupsPage(query: GroupsQuery, tx: DbOrTx = db): Promise<GroupList> {
      const rowsOf = (ids: SQLWrapper) =>
        selectGroups(tx)
          .where(inArray(groups.id, ids))
          .orderBy(...byName)
          .$dynamic();
      const total = countFiltered(tx, countedLists.groups, groups, named(query.search));
      return paginateByKeys((reversed) => groupPageKeys(tx, query.search, reversed), rowsOf, total, query, toGroup);
    },

    async findGroup(id: number, tx: DbOrTx = db): Promise<Group | undefined> {
      const [row] = await selectGroups(tx).where(eq(groups.id, id));
      return row && toGroup(row);
    },

    async insertGroup(input: SaveGroup, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.insert(groups).values(input).returning({ id: groups.id });
      if (!row) throw new Error('insert returned no group');
      return row.id;
    },

    async updateGroup(id: number, input: SaveGroup, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.update(groups).set(input).where(eq(groups.id, id)).returning({ id: groups.id });
      return rows.length > 0;
    },

    async deleteGroup(id: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(groups).where(eq(groups.id, id)).returning({ id: groups.id });
      return rows.length > 0;
    },

    /** The demo seed's lookup: group ids by name. */
    async groupIdsByName(tx: DbOrTx = db): Promise<Map<string, number>> {
      const rows = await tx.select({ id: groups.id, name: groups.name }).from(groups);
      return new Map(rows.map((row) => [row.name, row.id]));
    },
  };
}
