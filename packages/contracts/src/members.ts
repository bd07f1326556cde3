import * as v from 'valibot';
import { entityIdSchema } from './ids';
import { pageSizes } from './page-sizes';
import { countedPageSchema, pageQuerySchema, queryNumber } from './paging';

const search = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search max length is 100 characters')));
const userId = v.pipe(v.string('User is required'), v.uuid('User is invalid'));

/** GET /api/users/members */
export const MembersQuerySchema = v.object({ ...pageQuerySchema(pageSizes.dashboardMembers, 100).entries, search });
export type MembersQuery = v.InferOutput<typeof MembersQuerySchema>;

/** Spec section 8: the members page's failures, verbatim. */
export const memberMessages = {
  fetchMembersFailed: 'An error occured while fetching members',
  fetchUsersFailed: 'Failed to fetch users',
} as const;

/** A member as the members page and the user pickers show one; creationDate is when they joined. */
export const MemberSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  photoUrl: v.nullable(v.string()),
  role: v.nullable(v.object({ id: v.number(), name: v.string() })),
  creationDate: v.string(),
});
export type Member = v.InferOutput<typeof MemberSchema>;

export const MembersPageSchema = countedPageSchema(MemberSchema);
export type MembersPage = v.InferOutput<typeof MembersPageSchema>;

/** GET /api/users: a user picker's search; a larger limit is cut to the spec's 20. */
export const UserSearchQuerySchema = v.object({
  search,
  limit: v.pipe(
    queryNumber('limit', pageSizes.userSearchLimit, 1_000_000),
    v.transform((limit) => Math.min(limit, pageSizes.userSearchLimit)),
  ),
});
export type UserSearchQuery = v.InferOutput<typeof UserSearchQuerySchema>;

/** GET /api/users answers members too, so the members page's search shows the same columns. */
export const UserShortSchema = MemberSchema;
export type UserShort = Member;

/** PUT /api/users/role */
export const ChangeUserRoleSchema = v.object({
  userId,
  roleId: entityIdSchema('Role is required'),
});
export type ChangeUserRole = v.InferOutput<typeof ChangeUserRoleSchema>;

/** DELETE /api/users/multiple */
export const DeleteUsersSchema = v.object({
  ids: v.pipe(
    v.array(userId, 'Choose at least one member'),
    v.minLength(1, 'Choose at least one member'),
    v.maxLength(100, 'At most 100 members at a time'),
  ),
});
export type DeleteUsers = v.InferOutput<typeof DeleteUsersSchema>;
