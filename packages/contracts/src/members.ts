import * as v from 'valibot';

/** A whole number read from a query string, with a default and an upper bound. */
export function queryNumber(name: string, fallback: number, max: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, `${name} must be a whole number`),
      v.transform(Number),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
    String(fallback),
  );
}

const search = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search max length is 100 characters')));
const userId = v.pipe(v.string('User is required'), v.uuid('User is invalid'));

/** Spec section 9: dashboard members page size 12; user search limit 20. */
export const MEMBERS_PAGE_SIZE = 12;
export const USER_SEARCH_LIMIT = 20;

/** GET /api/users/members */
export const MembersQuerySchema = v.object({
  skip: queryNumber('skip', 0, 1_000_000),
  take: queryNumber('take', MEMBERS_PAGE_SIZE, 100),
  search,
});
export type MembersQuery = v.InferOutput<typeof MembersQuerySchema>;

export const MemberSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  photoUrl: v.nullable(v.string()),
  role: v.nullable(v.object({ id: v.number(), name: v.string() })),
});
export type Member = v.InferOutput<typeof MemberSchema>;

export const MembersPageSchema = v.object({ count: v.number(), entities: v.array(MemberSchema) });
export type MembersPage = v.InferOutput<typeof MembersPageSchema>;

/** GET /api/users: a user picker's search; a larger limit is cut to the spec's 20. */
export const UserSearchQuerySchema = v.object({
  search,
  limit: v.pipe(
    queryNumber('limit', USER_SEARCH_LIMIT, 1_000_000),
    v.transform((limit) => Math.min(limit, USER_SEARCH_LIMIT)),
  ),
});
export type UserSearchQuery = v.InferOutput<typeof UserSearchQuerySchema>;

export const UserShortSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
});
export type UserShort = v.InferOutput<typeof UserShortSchema>;

/** PUT /api/users/role */
export const ChangeUserRoleSchema = v.object({
  userId,
  roleId: v.pipe(v.number('Role is required'), v.integer('Role is required'), v.minValue(1, 'Role is required')),
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
