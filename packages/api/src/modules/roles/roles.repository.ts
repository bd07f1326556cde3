import type { AllowedAction, Role, RoleShort } from '@church/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { allowedActions, roleAllowedActions, roles } from './roles.table';

export type RolesRepository = ReturnType<typeof createRolesRepository>;

export function createRolesRepository(db: DbOrTx) {
  const repository = {
    listShort(tx: DbOrTx = db): Promise<RoleShort[]> {
      return tx.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name));
    },

    async listWithActions(tx: DbOrTx = db): Promise<Role[]> {
      const rows = await tx
        .select({ id: roles.id, name: roles.name, actionId: allowedActions.id, actionName: allowedActions.name })
        .from(roles)
        .leftJoin(roleAllowedActions, eq(roleAllowedActions.roleId, roles.id))
        .leftJoin(allowedActions, eq(allowedActions.id, roleAllowedActions.allowedActionId))
        .orderBy(asc(roles.name), asc(allowedActions.id));
      const byId = new Map<number, Role>();
      for (const row of rows) {
        const role = byId.get(row.id) ?? { id: row.id, name: row.name, allowedActions: [] };
        byId.set(row.id, role);
        if (row.actionId !== null && row.actionName !== null) {
          role.allowedActions.push({ id: row.actionId, name: row.actionName });
        }
      }
      return [...byId.values()];
    },

    async findById(id: number, tx: DbOrTx = db): Promise<RoleShort | undefined> {
      const [role] = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, id));
      return role;
    },

    async findByName(name: string, tx: DbOrTx = db): Promise<RoleShort | undefined> {
      const [role] = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.name, name));
      return role;
    },

    async actionNamesOf(roleId: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ name: allowedActions.name })
        .from(roleAllowedActions)
        .innerJoin(allowedActions, eq(allowedActions.id, roleAllowedActions.allowedActionId))
        .where(eq(roleAllowedActions.roleId, roleId))
        .orderBy(asc(allowedActions.id));
      return rows.map((row) => row.name);
    },

    listActions(tx: DbOrTx = db): Promise<AllowedAction[]> {
      return tx
        .select({ id: allowedActions.id, name: allowedActions.name })
        .from(allowedActions)
        .orderBy(asc(allowedActions.id));
    },

    async countActions(ids: readonly number[], tx: DbOrTx = db): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await tx
        .select({ id: allowedActions.id })
        .from(allowedActions)
        .where(inArray(allowedActions.id, [...ids]));
      return rows.length;
    },

    async insertActions(names: readonly string[], tx: DbOrTx = db): Promise<void> {
      await tx
        .insert(allowedActions)
        .values(names.map((name) => ({ name })))
        .onConflictDoNothing();
    },

    async insert(name: string, tx: DbOrTx = db): Promise<RoleShort> {
      const [role] = await tx.insert(roles).values({ name }).returning({ id: roles.id, name: roles.name });
      if (!role) throw new Error('insert returned no role');
      return role;
    },

    async rename(id: number, name: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(roles).set({ name }).where(eq(roles.id, id));
    },

    /** Replaces the role's actions with exactly these. */
    async setActions(roleId: number, actionIds: readonly number[], tx: DbOrTx = db): Promise<void> {
      await tx.delete(roleAllowedActions).where(eq(roleAllowedActions.roleId, roleId));
      const unique = [...new Set(actionIds)];
      if (unique.length > 0) {
        await tx.insert(roleAllowedActions).values(unique.map((allowedActionId) => ({ roleId, allowedActionId })));
      }
    },

    async delete(id: number, tx: DbOrTx = db): Promise<void> {
      await tx.delete(roles).where(eq(roles.id, id));
    },
  };
  return repository;
}
