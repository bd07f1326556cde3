import * as v from 'valibot';
import { entityIdSchema } from './ids';
import { groupColorThemeKeys } from './group-colors';
import { pageSizes } from './page-sizes';
import { countedPageSchema, pageQuerySchema } from './paging';

/** Group types and groups (Events action): what the API refuses with, and the spec's toasts. */
export const groupMessages = {
  // Spec section 8.
  createGroupTypeFailed: 'Failed to create group type!',
  updateGroupTypeFailed: 'Failed to update group type!',
  deleteGroupTypeFailed: 'Failed to delete group type!',
  getGroupTypesFailed: 'Failed to get group types!',
  // The API's reasons.
  groupTypeNameRequired: 'Group type name is required',
  groupTypeNameMax: 'Group type name max length is 100 characters',
  descriptionMax: 'Description max length is 1000 characters',
  colorThemeRequired: 'Choose a colour from the palette',
  groupTypeExists: 'A group type with this name already exists',
  groupTypeNotFound: 'Group type not found',
  groupTypeInUse: 'Groups of this type exist; move or delete them first',
  groupNameRequired: 'Group name is required',
  groupNameMax: 'Group name max length is 100 characters',
  groupTypeRequired: 'Group type is required',
  leaderInvalid: 'Leader is invalid',
  leaderNotFound: 'Leader not found',
  groupExists: 'A group with this name already exists',
  groupNotFound: 'Group not found',
} as const;

const name = (required: string, max: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(100, max));
const description = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000, groupMessages.descriptionMax)), '');
const colorTheme = v.picklist(groupColorThemeKeys, groupMessages.colorThemeRequired);

export const GroupTypeSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  colorTheme,
});
export type GroupType = v.InferOutput<typeof GroupTypeSchema>;

export const GroupTypeListSchema = countedPageSchema(GroupTypeSchema);
export type GroupTypeList = v.InferOutput<typeof GroupTypeListSchema>;

/** GET /api/group-types?skip&take: 5 a page by default, by name. */
export const GroupTypesQuerySchema = pageQuerySchema(pageSizes.groupTypes);

/** POST /api/group-types, PUT /api/group-types/{id}. */
export const SaveGroupTypeSchema = v.object({
  name: name(groupMessages.groupTypeNameRequired, groupMessages.groupTypeNameMax),
  description,
  colorTheme,
});
export type SaveGroupType = v.InferOutput<typeof SaveGroupTypeSchema>;
export type SaveGroupTypeInput = v.InferInput<typeof SaveGroupTypeSchema>;

/** A group as lists show it: its type (with the colour its events take) and its leader by name. */
export const GroupSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  groupType: v.object({ id: v.number(), name: v.string(), colorTheme }),
  /** A member; null when none is set or the member was deleted. */
  leader: v.nullable(v.object({ id: v.string(), name: v.string() })),
});
export type Group = v.InferOutput<typeof GroupSchema>;

export const GroupListSchema = countedPageSchema(GroupSchema);
export type GroupList = v.InferOutput<typeof GroupListSchema>;

/**
 * GET /api/groups?search&skip&take: groups whose name contains `search`, by name. `take`
 * defaults to the event form's search limit (5); the groups list asks for its own page size.
 */
export const GroupsQuerySchema = v.object({
  ...pageQuerySchema(pageSizes.eventGroupsSearchLimit).entries,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search max length is 100 characters')), ''),
});
export type GroupsQuery = v.InferOutput<typeof GroupsQuerySchema>;

/** POST /api/groups, PUT /api/groups/{id}. */
export const SaveGroupSchema = v.object({
  name: name(groupMessages.groupNameRequired, groupMessages.groupNameMax),
  groupTypeId: entityIdSchema(groupMessages.groupTypeRequired),
  /** A member's id, or null for none. */
  leaderId: v.optional(v.nullable(v.pipe(v.string(), v.uuid(groupMessages.leaderInvalid))), null),
  description,
});
export type SaveGroup = v.InferOutput<typeof SaveGroupSchema>;
export type SaveGroupInput = v.InferInput<typeof SaveGroupSchema>;
