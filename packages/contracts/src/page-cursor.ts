import * as v from 'valibot';
import {
  countedPageSchema,
  hasMorePageSchema,
  MAX_TAKE,
  pageQuerySchema,
  type CountedPage,
  type HasMorePage,
  type PageQuery,
} from './paging';

/**
 * Where a keyset page starts: just past the item whose sort time is `at` (UTC, to the
 * microsecond the database keeps) and whose id is `id`. Browsers never read it: they pass on
 * the `nextCursor` of the page before, so a visitor paging deep costs what the first page costs.
 */
export interface PageCursor {
  at: string;
  id: number;
}

export const pageCursorMessage = 'after must be the nextCursor of an earlier page';

const INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;
const MAX_ID = 2_147_483_647;

/** A real calendar instant (no 30 February): what the database would refuse with an error. */
const isInstant = (at: string) =>
  INSTANT.test(at) && new Date(`${at.slice(0, 23)}Z`).toISOString() === `${at.slice(0, 23)}Z`;

/** The opaque text of a cursor: base64url of `[at, id]`. */
export function encodePageCursor(cursor: PageCursor): string {
  return btoa(JSON.stringify([cursor.at, cursor.id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor `encodePageCursor` wrote, or undefined for any other text. */
export function decodePageCursor(text: string): PageCursor | undefined {
  if (!BASE64URL.test(text)) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(atob(text.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return undefined;
  }
  if (!Array.isArray(decoded) || decoded.length !== 2) return undefined;
  const [at, id] = decoded as unknown[];
  if (typeof at !== 'string' || !isInstant(at)) return undefined;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return undefined;
  return { at, id };
}

/** `?after=`: a cursor handed out with an earlier page, decoded; anything else is a 400. */
export const pageCursorSchema = v.optional(
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const cursor = decodePageCursor(dataset.value);
      if (cursor) return cursor;
      addIssue({ message: pageCursorMessage });
      return NEVER;
    }),
  ),
);

/**
 * `?skip&take&after` of a long list: numbered pages by `skip` as always, or the page just past
 * `after` (then `skip` counts from there), which costs the same however deep it is.
 */
export function cursorPageQuerySchema(defaultTake: number, maxTake = MAX_TAKE) {
  return v.object({ ...pageQuerySchema(defaultTake, maxTake).entries, after: pageCursorSchema });
}
export interface CursorPageQuery extends PageQuery {
  after?: PageCursor;
}

/** A counted page that also hands out the cursor of the page after it (absent on the last page). */
export function cursorPageSchema<TEntity extends v.GenericSchema>(entity: TEntity) {
  return v.object({ ...countedPageSchema(entity).entries, nextCursor: v.optional(v.string()) });
}
export interface CursorPage<T> extends CountedPage<T> {
  nextCursor?: string;
}

/** A 'Load more' page that also hands out the cursor of the page after it (absent on the last). */
export function cursorHasMorePageSchema<TEntity extends v.GenericSchema>(entity: TEntity) {
  return v.object({ ...hasMorePageSchema(entity).entries, nextCursor: v.optional(v.string()) });
}
export interface CursorHasMorePage<T> extends HasMorePage<T> {
  nextCursor?: string;
}
