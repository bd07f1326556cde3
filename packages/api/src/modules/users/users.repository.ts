import { ADMIN_ROLE, type Language, type Member, type MembersPage } from '@church/contracts';
import { and, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { countedLists, countFiltered } from '../../db/list-counts';
import { orderOf, paginateByKeys, type OrderKey } from '../../db/paginate';
import type { DbOrTx, Tx } from '../../db/types';
import { roles } from '../roles';
import { users } from './users.table';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ProfileChanges = Pick<
  NewUser,
  'firstName' | 'lastName' | 'phoneNumber' | 'streetAddress' | 'city' | 'stateId' | 'zipCode' | 'photoUrl'
>;

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** `%` and `_` typed by a person are letters, not wildcards. */
function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  );
}

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  photoUrl: users.photoUrl,
  roleId: roles.id,
  roleName: roles.name,
  createdAt: users.createdAt,
};

function toMember({
  roleId,
  roleName,
  createdAt,
  ...member
}: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  photoUrl: string | null;
  roleId: number | null;
  roleName: string | null;
  createdAt: Date;
}): Member {
  return {
    ...member,
    role: roleId !== null && roleName !== null ? { id: roleId, name: roleName } : null,
    creationDate: createdAt.toISOString(),
  };
}

// By name, the id breaking ties: the order of users_last_name_first_name_id_idx.
const nameOrder: OrderKey[] = [
  [users.lastName, 'asc'],
  [users.firstName, 'asc'],
  [users.id, 'asc'],
];
const byName = orderOf(nameOrder);

/**
 * The ids of a page of members (searched or not), walked in users_last_name_first_name_id_idx
 * (backward when `reversed`, for a page nearer the end).
 */
export function memberPageKeys(tx: DbOrTx, search?: string, reversed = false) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(matching(search))
    .orderBy(...orderOf(nameOrder, reversed))
    .$dynamic();
}

export function createUsersRepository(db: DbOrTx) {
  return {
    /** Gives every holder of one role another (a deleted role's members fall back to Member). */
    async moveRoleHolders(fromRoleId: number, toRoleId: number, tx: DbOrTx = db): Promise<void> {
      await tx.update(users).set({ roleId: toRoleId }).where(eq(users.roleId, fromRoleId));
    },

    async findById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [user] = await tx.select().from(users).where(eq(users.id, id));
      return user;
    },

    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [user] = await tx.select().from(users).where(eq(users.email, email.toLowerCase()));
      return user;
    },

    async insert(values: NewUser, tx: DbOrTx = db): Promise<UserRow> {
      const [user] = await tx
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase() })
        .returning();
      if (!user) throw new Error('insert returned no user');
      return user;
    },

    async confirmEmail(id: string, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(users)
        .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
        .where(eq(users.id, id));
    },

    async updateProfile(id: string, changes: ProfileChanges, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [user] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
      return user;
    },

    async setLanguage(id: string, language: Language, tx: DbOrTx = db): Promise<void> {
      await tx.update(users).set({ language }).where(eq(users.id, id));
    },

    async setPasswordHash(id: string, passwordHash: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    async setRole(id: string, roleId: number, tx: DbOrTx = db): Promise<boolean> {
      const updated = await tx.update(users).set({ roleId }).where(eq(users.id, id)).returning({ id: users.id });
      return updated.length > 0;
    },

    async deleteMany(ids: readonly string[], tx: DbOrTx = db): Promise<number> {
      const deleted = await tx
        .delete(users)
        .where(inArray(users.id, [...ids]))
        .returning({ id: users.id });
      return deleted.length;
    },

    async listMembers(query: { skip: number; take: number; search?: string }, tx: DbOrTx = db): Promise<MembersPage> {
      const rowsOf = (ids: SQLWrapper) =>
        tx
          .select(memberColumns)
          .from(users)
          .leftJoin(roles, eq(roles.id, users.roleId))
          .where(inArray(users.id, ids))
          .orderBy(...byName)
          .$dynamic();
      const total = countFiltered(tx, countedLists.users, users, matching(query.search));
      return paginateByKeys((reversed) => memberPageKeys(tx, query.search, reversed), rowsOf, total, query, toMember);
    },

    async search(query: { search?: string; limit: number }, tx: DbOrTx = db): Promise<Member[]> {
      const rows = await tx
        .select(memberColumns)
        .from(users)
        .leftJoin(roles, eq(roles.id, users.roleId))
        .where(and(matching(query.search)))
        .orderBy(...byName)
        .limit(query.limit);
      return rows.map(toMember);
    },

    /** Of these users, the ones holding the Admin role. */
    async adminsAmong(ids: readonly string[], tx: DbOrTx = db): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(inArray(users.id, [...ids]), eq(roles.name, ADMIN_ROLE)));
      return rows.map((row) => row.id);
    },

    /**
     * Waits for any other transaction that may take the Admin role from someone, until it ends.
     * Without it, two admins demoting each other at once on PostgreSQL each count the other
     * as still an admin (neither change is committed yet) and both succeed, leaving none.
     */
    async lockAdminChanges(tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-role-changes'))`);
    },

    /** How many users hold the Admin role. */
    countAdmins(tx: DbOrTx = db): Promise<number> {
      return tx.$count(
        users,
        inArray(users.roleId, tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMIN_ROLE))),
      );
    },
  };
}
