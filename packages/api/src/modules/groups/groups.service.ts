import {
  groupMessages,
  type Group,
  type GroupList,
  type GroupsQuery,
  type GroupType,
  type GroupTypeList,
  type PageQuery,
  type SaveGroup,
  type SaveGroupType,
} from '@church/contracts';
import { isForeignKeyViolation, isRestrictViolation, isUniqueViolation, violatedForeignKey } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import type { GroupsRepository } from './groups.repository';

export type GroupsService = ReturnType<typeof createGroupsService>;

export function createGroupsService(repository: GroupsRepository) {
  const typeNotFound = () => new HttpError(404, [groupMessages.groupTypeNotFound]);
  const groupNotFound = () => new HttpError(404, [groupMessages.groupNotFound]);
  const duplicateType = (error: unknown): never => {
    if (isUniqueViolation(error)) throw new HttpError(409, [groupMessages.groupTypeExists]);
    throw error;
  };
  // A group names a type and a leader that must exist; the constraint says which one did not.
  const refusedGroup = (error: unknown): never => {
    if (isUniqueViolation(error)) throw new HttpError(409, [groupMessages.groupExists]);
    if (isForeignKeyViolation(error)) {
      const leader = violatedForeignKey(error)?.includes('leader') ?? false;
      throw new HttpError(400, [leader ? groupMessages.leaderNotFound : groupMessages.groupTypeNotFound]);
    }
    throw error;
  };
  const found = async (id: number): Promise<Group> => {
    const group = await repository.findGroup(id);
    if (!group) throw groupNotFound();
    return group;
  };

  return {
    groupTypesPage: (query: PageQuery): Promise<GroupTypeList> => repository.groupTypesPage(query),

    createGroupType: (input: SaveGroupType): Promise<GroupType> =>
      repository.insertGroupType(input).catch(duplicateType),

    async updateGroupType(id: number, input: SaveGroupType): Promise<GroupType> {
      const updated = await repository.updateGroupType(id, input).catch(duplicateType);
      if (!updated) throw typeNotFound();
      return updated;
    },

    async deleteGroupType(id: number): Promise<void> {
      const deleted = await repository.deleteGroupType(id).catch((error: unknown) => {
        // groups.group_type_id restricts: a type with groups stays, and says why.
        if (isRestrictViolation(error) || isForeignKeyViolation(error))
          throw new HttpError(409, [groupMessages.groupTypeInUse]);
        throw error;
      });
      if (!deleted) throw typeNotFound();
    },

    groupsPage: (query: GroupsQuery): Promise<GroupList> => repository.groupsPage(query),

    async createGroup(input: SaveGroup): Promise<Group> {
      return found(await repository.insertGroup(input).catch(refusedGroup));
    },

    async updateGroup(id: number, input: SaveGroup): Promise<Group> {
      if (!(await repository.updateGroup(id, input).catch(refusedGroup))) throw groupNotFound();
      return found(id);
    },

    async deleteGroup(id: number): Promise<void> {
      // Its events and templates stay, without a group (set null).
      if (!(await repository.deleteGroup(id))) throw groupNotFound();
    },
  };
}
