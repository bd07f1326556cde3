import {
  ADMIN_ROLE,
  MEMBER_ROLE,
  type CreateRole,
  type Role,
  type UpdateRole,
  type UpdateRolesRange,
} from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import type { AuthUser } from '../../lib/access-tokens';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import type { AuditLog } from '../audit';
import { assertMayChangeRole, assertMayGrant } from './delegation';
import type { RolesRepository } from './roles.repository';

export const roleMessages = {
  notFound: 'Role not found',
  duplicate: 'Role with this name already exists',
  unknownAction: 'Allowed action not found',
  adminChanged: 'The Admin role cannot be changed',
  adminDeleted: 'The Admin role cannot be deleted',
  memberRenamed: 'The Member role is given to new members and cannot be renamed',
  memberDeleted: 'The Member role is given to new members and cannot be deleted',
} as const;

export type RolesService = ReturnType<typeof createRolesService>;

/**
 * `sessionsChanged` runs after a commit that changes what some signed-in members may do;
 * `moveHolders` gives a deleted role's members another (the users module owns their rows).
 */
export function createRolesService(
  repository: RolesRepository,
  transaction: RunInTransaction,
  sessionsChanged: () => void,
  audit: AuditLog,
  moveHolders: (fromRoleId: number, toRoleId: number, tx: Tx) => Promise<void>,
) {
  async function roleById(id: number): Promise<Role> {
    const role = (await repository.listWithActions()).find((candidate) => candidate.id === id);
    if (!role) throw new HttpError(404, [roleMessages.notFound]);
    return role;
  }

  async function assertActionsExist(ids: readonly number[], tx: Tx) {
    const unique = [...new Set(ids)];
    if ((await repository.countActions(unique, tx)) !== unique.length) {
      throw new HttpError(400, [roleMessages.unknownAction]);
    }
  }

  async function existing(id: number, tx: Tx) {
    const role = await repository.findById(id, tx);
    if (!role) throw new HttpError(404, [roleMessages.notFound]);
    return role;
  }

  /** Admins may do everything whatever their role lists, so the Admin role is fixed as seeded. */
  async function changeable(id: number, tx: Tx) {
    const role = await existing(id, tx);
    if (role.name === ADMIN_ROLE) throw new HttpError(400, [roleMessages.adminChanged]);
    return role;
  }

  async function actionNames(ids: readonly number[], tx: Tx): Promise<string[]> {
    const wanted = new Set(ids);
    return (await repository.listActions(tx)).filter((action) => wanted.has(action.id)).map((action) => action.name);
  }

  /**
   * The actor may edit this role and put these actions on it (decision 0055): the checks run on
   * the role as it stands in `tx`, and only actions it does not hold yet count as given.
   */
  async function assertMayEdit(actor: AuthUser, role: { id: number; name: string }, ids: readonly number[], tx: Tx) {
    const current = await repository.actionNamesOf(role.id, tx);
    assertMayChangeRole(actor, { name: role.name, actions: current });
    assertMayGrant(
      actor,
      (await actionNames(ids, tx)).filter((name) => !current.includes(name)),
    );
  }

  /** A unique-name clash can only surface at the insert or update; report it as a 409. */
  async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, [roleMessages.duplicate]);
      throw error;
    }
  }

  return {
    listShort: () => repository.listShort(),
    list: () => repository.listWithActions(),
    listActions: () => repository.listActions(),

    async create(actor: AuthUser, input: CreateRole): Promise<Role> {
      const role = await uniqueName(() =>
        transaction(async (tx) => {
          await assertActionsExist(input.allowedActionIds, tx);
          assertMayGrant(actor, await actionNames(input.allowedActionIds, tx));
          const created = await repository.insert(input.name, tx);
          await repository.setActions(created.id, input.allowedActionIds, tx);
          const details = { name: input.name, allowedActionIds: input.allowedActionIds };
          await audit.record({ action: 'role.create', subject: { type: 'role', id: created.id }, details }, tx);
          return created;
        }),
      );
      return roleById(role.id);
    },

    async update(actor: AuthUser, id: number, input: UpdateRole): Promise<Role> {
      await uniqueName(() =>
        transaction(async (tx) => {
          const role = await changeable(id, tx);
          await assertActionsExist(input.allowedActionIds, tx);
          await assertMayEdit(actor, role, input.allowedActionIds, tx);
          if (input.name !== undefined && input.name !== role.name) {
            // Sign-up finds the role of new members by this name.
            if (role.name === MEMBER_ROLE) throw new HttpError(400, [roleMessages.memberRenamed]);
            await repository.rename(id, input.name, tx);
          }
          await repository.setActions(id, input.allowedActionIds, tx);
          const details = { name: input.name ?? role.name, was: role.name, allowedActionIds: input.allowedActionIds };
          await audit.record({ action: 'role.update', subject: { type: 'role', id }, details }, tx);
        }),
      );
      sessionsChanged();
      return roleById(id);
    },

    /** All or nothing: one unknown role or action leaves every role as it was. */
    async updateRange(actor: AuthUser, changes: UpdateRolesRange): Promise<Role[]> {
      await transaction(async (tx) => {
        for (const change of changes) {
          const role = await changeable(change.id, tx);
          await assertActionsExist(change.allowedActionIds, tx);
          await assertMayEdit(actor, role, change.allowedActionIds, tx);
          await repository.setActions(change.id, change.allowedActionIds, tx);
          const details = { name: role.name, allowedActionIds: change.allowedActionIds };
          await audit.record({ action: 'role.update-range', subject: { type: 'role', id: change.id }, details }, tx);
        }
      });
      sessionsChanged();
      return repository.listWithActions();
    },

    /** Its members fall back to the Member role, so nobody is left without one. */
    async delete(actor: AuthUser, id: number): Promise<void> {
      await transaction(async (tx) => {
        const role = await existing(id, tx);
        if (role.name === ADMIN_ROLE) throw new HttpError(400, [roleMessages.adminDeleted]);
        if (role.name === MEMBER_ROLE) throw new HttpError(400, [roleMessages.memberDeleted]);
        // Deleting moves its holders to the Member role: a demotion, by the same rule as an edit.
        assertMayChangeRole(actor, { name: role.name, actions: await repository.actionNamesOf(role.id, tx) });
        const fallback = await repository.findByName(MEMBER_ROLE, tx);
        if (fallback) await moveHolders(id, fallback.id, tx);
        await repository.delete(id, tx);
        await audit.record({ action: 'role.delete', subject: { type: 'role', id }, details: { name: role.name } }, tx);
      });
      sessionsChanged();
    },
  };
}
