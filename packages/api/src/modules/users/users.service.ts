import type {
  ChangeUserRole,
  CurrentUser,
  MembersPage,
  MembersQuery,
  UpdateCurrentUser,
  UserSearchQuery,
  UserShort,
} from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import type { PasswordHasher } from '../../lib/password';
import type { RolesRepository } from '../roles';
import type { SessionsRepository } from '../sessions';
import type { UserRow, UsersRepository } from './users.repository';

export const userMessages = {
  oldPasswordIncorrect: 'Old password is incorrect',
  notFound: 'User not found',
  roleNotFound: 'Role not found',
  deleteSelf: 'You cannot delete yourself',
  changeOwnRole: 'You cannot change your own role',
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
  };
}

export interface UsersServiceDeps {
  users: UsersRepository;
  roles: RolesRepository;
  sessions: SessionsRepository;
  hasher: PasswordHasher;
  transaction: RunInTransaction;
}

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService({ users, roles, sessions, hasher, transaction }: UsersServiceDeps) {
  async function existing(id: string): Promise<UserRow> {
    const user = await users.findById(id);
    // The token outlived its user (deleted meanwhile): as good as no token.
    if (!user) throw new HttpError(401, ['Unauthorized']);
    return user;
  }

  return {
    async getCurrent(id: string): Promise<CurrentUser> {
      return toCurrentUser(await existing(id));
    },

    /** A new password needs the old one, and signs every device out (refresh tokens revoked). */
    async updateCurrent(id: string, input: UpdateCurrentUser): Promise<CurrentUser> {
      const user = await existing(id);
      let passwordHash: string | undefined;
      if (input.password) {
        if (!(await hasher.verify(input.oldPassword ?? '', user.passwordHash))) {
          throw new HttpError(400, [userMessages.oldPasswordIncorrect]);
        }
        passwordHash = await hasher.hash(input.password);
      }
      const updated = await transaction(async (tx) => {
        if (passwordHash) {
          await users.setPasswordHash(id, passwordHash, tx);
          await sessions.revokeUser(id, tx);
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
      if (!updated) throw new HttpError(401, ['Unauthorized']);
      return toCurrentUser(updated);
    },

    listMembers(query: MembersQuery): Promise<MembersPage> {
      return users.listMembers(query);
    },

    search(query: UserSearchQuery): Promise<UserShort[]> {
      return users.search(query);
    },

    async changeRole(actorId: string, input: ChangeUserRole): Promise<void> {
      if (input.userId === actorId) throw new HttpError(400, [userMessages.changeOwnRole]);
      await transaction(async (tx) => {
        if (!(await roles.findById(input.roleId, tx))) throw new HttpError(404, [userMessages.roleNotFound]);
        if (!(await users.setRole(input.userId, input.roleId, tx))) throw new HttpError(404, [userMessages.notFound]);
      });
    },

    /** Ids that match nobody are ignored; the caller is never among the deleted. */
    async deleteMany(actorId: string, ids: readonly string[]): Promise<void> {
      if (ids.includes(actorId)) throw new HttpError(400, [userMessages.deleteSelf]);
      await users.deleteMany(ids);
    },
  };
}
