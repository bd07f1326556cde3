import {
  ADMIN_ROLE,
  type ChangeUserRole,
  type CurrentUser,
  type MembersPage,
  type MembersQuery,
  type UpdateCurrentUser,
  type UserSearchQuery,
  type UserShort,
  type Language,
} from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import type { AuthUser } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import { isAdmin } from '../../lib/permissions';
import type { PasswordHasher } from '../../lib/password';
import type { AuditLog } from '../audit';
import { assertMayAssign, assertMayManageMember, grantsOf, type RolesRepository } from '../roles';
import type { SessionsRepository } from '../sessions';
import type { PasswordChecks } from '../throttles';
import type { UserRow, UsersRepository } from './users.repository';

export const userMessages = {
  oldPasswordIncorrect: 'Old password is incorrect',
  notFound: 'User not found',
  roleNotFound: 'Role not found',
  deleteSelf: 'You cannot delete yourself',
  changeOwnRole: 'You cannot change your own role',
  deleteLastAdmin: 'You cannot delete the last admin',
  demoteLastAdmin: 'The last admin must keep the Admin role',
  adminsOnlyRole: 'Only an admin can give or take the Admin role',
  adminsOnlyDelete: 'Only an admin can delete an admin',
} as const;

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    photoUrl: user.photoUrl,
    address: { streetAddress: user.streetAddress, city: user.city, stateId: user.stateId, zipCode: user.zipCode },
    language: user.language,
  };
}

export interface UsersServiceDeps {
  users: UsersRepository;
  roles: RolesRepository;
  sessions: SessionsRepository;
  hasher: PasswordHasher;
  transaction: RunInTransaction;
  /** Runs after a commit that ends a member's sessions or changes their role. */
  sessionsChanged: () => void;
  /** Old-password checks count per person and per address (each is a guess and a hash). */
  passwordChecks: PasswordChecks;
  /** Cancels the member's monthly gifts at the payment gateway (before they are deleted). */
  cancelRecurringGiftsOf: (userId: string) => Promise<void>;
  audit: AuditLog;
}

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(deps: UsersServiceDeps) {
  const { users, roles, sessions, hasher, transaction } = deps;

  async function existing(id: string): Promise<UserRow> {
    const user = await users.findById(id);
    // The token outlived its user (deleted meanwhile): as good as no token.
    if (!user) throw new HttpError(401, ['Unauthorized']);
    return user;
  }

  /** After taking the Admin role from someone in `tx`: at least one admin is left, or nothing happened. */
  async function keepAnAdmin(tx: Tx, message: string): Promise<void> {
    if ((await users.countAdmins(tx)) === 0) throw new HttpError(400, [message]);
  }

  return {
    async getCurrent(id: string): Promise<CurrentUser> {
      return toCurrentUser(await existing(id));
    },

    /** The member's language, for every device: the sessions read it afresh on their next request. */
    async setLanguage(id: string, language: Language): Promise<void> {
      await users.setLanguage(id, language);
      deps.sessionsChanged();
    },

    /**
     * A new password needs the old one (checked within the password-work limits of `device.ip`),
     * and signs every other device out (their refresh tokens revoked); `device.sessionId`, the
     * device that changed it, stays signed in.
     */
    async updateCurrent(
      id: string,
      input: UpdateCurrentUser,
      device: { sessionId: string; ip: string },
    ): Promise<CurrentUser> {
      const user = await existing(id);
      let passwordHash: string | undefined;
      if (input.password) {
        await deps.passwordChecks.byAddress(device.ip);
        await deps.passwordChecks.byPerson(id);
        if (!(await hasher.verify(input.oldPassword ?? '', user.passwordHash))) {
          throw new HttpError(400, [userMessages.oldPasswordIncorrect]);
        }
        passwordHash = await hasher.hash(input.password);
      }
      const updated = await transaction(async (tx) => {
        if (passwordHash) {
          await users.setPasswordHash(id, passwordHash, tx);
          await sessions.revokeUserExcept(id, device.sessionId, tx);
        }
        return users.updateProfile(
          id,
          {
            firstName: input.firstName,
            lastName: input.lastName,
            phoneNumber: input.phoneNumber,
            streetAddress: input.address.streetAddress,
            city: input.address.city,
            stateId: input.address.stateId,
            zipCode: input.address.zipCode,
            ...(input.photoUrl !== undefined ? { photoUrl: input.photoUrl } : {}),
          },
          tx,
        );
      });
      if (passwordHash) deps.sessionsChanged();
      if (!updated) throw new HttpError(401, ['Unauthorized']);
      return toCurrentUser(updated);
    },

    listMembers(query: MembersQuery): Promise<MembersPage> {
      return users.listMembers(query);
    },

    search(query: UserSearchQuery): Promise<UserShort[]> {
      return users.search(query);
    },

    /**
     * Holders of the Members action manage members, but only admins give or take the Admin
     * role (else the action would be a way to become an admin), and the last admin keeps it.
     * A non-admin gives only a role within their own rights, and only to a member whose role is
     * within them too (decision 0055).
     */
    async changeRole(actor: AuthUser, input: ChangeUserRole): Promise<void> {
      if (input.userId === actor.id) throw new HttpError(400, [userMessages.changeOwnRole]);
      await transaction(async (tx) => {
        await users.lockAdminChanges(tx);
        const role = await roles.findById(input.roleId, tx);
        if (!role) throw new HttpError(404, [userMessages.roleNotFound]);
        const target = await users.findById(input.userId, tx);
        if (!target) throw new HttpError(404, [userMessages.notFound]);
        const wasAdmin = (await users.adminsAmong([input.userId], tx)).length > 0;
        const staysAdmin = role.name === ADMIN_ROLE;
        if ((wasAdmin || staysAdmin) && !isAdmin(actor)) throw new HttpError(403, [userMessages.adminsOnlyRole]);
        if (!isAdmin(actor)) {
          assertMayManageMember(actor, (await grantsOf(roles, target.roleId, tx)).allowedActions);
          assertMayAssign(actor, await roles.actionNamesOf(role.id, tx));
        }
        await users.setRole(input.userId, input.roleId, tx);
        const details = { roleId: role.id, roleName: role.name };
        await deps.audit.record(
          {
            action: 'member.role-change',
            subject: { type: 'user', id: input.userId },
            details,
            aboutMember: input.userId,
          },
          tx,
        );
        if (wasAdmin && !staysAdmin) await keepAnAdmin(tx, userMessages.demoteLastAdmin);
      });
      deps.sessionsChanged();
    },

    /**
     * Never the caller, never the last admin, admins only by admins. Their monthly gifts are
     * canceled at the gateway first; their gifts stay in the books without them (set null),
     * and their refresh tokens go with them, so no device of theirs stays signed in.
     */
    async deleteMany(actor: AuthUser, ids: readonly string[]): Promise<void> {
      if (ids.includes(actor.id)) throw new HttpError(400, [userMessages.deleteSelf]);
      const admins = await users.adminsAmong(ids);
      if (admins.length > 0 && !isAdmin(actor)) throw new HttpError(403, [userMessages.adminsOnlyDelete]);
      if (!isAdmin(actor)) {
        // Deleting is the furthest demotion: only members within the actor's own rights (decision 0055).
        for (const id of new Set(ids)) {
          const target = await users.findById(id);
          if (target) assertMayManageMember(actor, (await grantsOf(roles, target.roleId)).allowedActions);
        }
      }
      if (admins.length > 0 && admins.length >= (await users.countAdmins())) {
        throw new HttpError(400, [userMessages.deleteLastAdmin]);
      }
      for (const id of new Set(ids)) await deps.cancelRecurringGiftsOf(id);
      await transaction(async (tx) => {
        if (admins.length > 0) await users.lockAdminChanges(tx);
        // Recorded before the delete, while their name and e-mail can still be copied.
        for (const id of new Set(ids))
          await deps.audit.record({ action: 'member.delete', subject: { type: 'user', id }, aboutMember: id }, tx);
        await users.deleteMany(ids, tx);
        // Counted again after the delete, in the same transaction as the delete.
        if (admins.length > 0) await keepAnAdmin(tx, userMessages.deleteLastAdmin);
      });
      deps.sessionsChanged();
    },
  };
}
