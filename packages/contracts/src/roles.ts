import * as v from 'valibot';
import { entityIdSchema } from './ids';

const id = v.pipe(v.number(), v.integer());

/** The role every new member gets, and the one a deleted role's members fall back to. */
export const MEMBER_ROLE = 'Member';

/** Spec section 8: the roles page's toasts, verbatim. */
export const roleToasts = {
  changesSaved: 'Changes saved successfully!',
  added: 'Successfully added!',
  updated: 'Successfully updated!',
} as const;

export const AllowedActionSchema = v.object({ id, name: v.string() });
export type AllowedAction = v.InferOutput<typeof AllowedActionSchema>;

export const RoleShortSchema = v.object({ id, name: v.string() });
export type RoleShort = v.InferOutput<typeof RoleShortSchema>;

export const RoleSchema = v.object({ id, name: v.string(), allowedActions: v.array(AllowedActionSchema) });
export type Role = v.InferOutput<typeof RoleSchema>;

const roleName = v.pipe(
  v.string('Role name is required'),
  v.trim(),
  v.nonEmpty('Role name is required'),
  v.maxLength(50, 'Role name max length is 50 characters'),
);

const allowedActionIds = v.pipe(
  v.array(entityIdSchema('Allowed action is invalid'), 'Allowed actions are required'),
  v.maxLength(50, 'Too many allowed actions'),
);

/** POST /api/roles */
export const CreateRoleSchema = v.object({ name: roleName, allowedActionIds: v.optional(allowedActionIds, []) });
export type CreateRole = v.InferOutput<typeof CreateRoleSchema>;

/** PUT /api/roles/{id}: the name is optional, the actions replace the role's actions. */
export const UpdateRoleSchema = v.object({ name: v.optional(roleName), allowedActionIds });
export type UpdateRole = v.InferOutput<typeof UpdateRoleSchema>;

/** PUT /api/roles/range: the changed-roles tracking of the roles page, saved at once. */
export const UpdateRolesRangeSchema = v.pipe(
  v.array(v.object({ id: entityIdSchema('Role is invalid'), allowedActionIds }), 'Roles are required'),
  v.minLength(1, 'Roles are required'),
  v.maxLength(100, 'Too many roles at once'),
);
export type UpdateRolesRange = v.InferOutput<typeof UpdateRolesRangeSchema>;

export const RoleIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Role id is invalid'), v.transform(Number)),
});
