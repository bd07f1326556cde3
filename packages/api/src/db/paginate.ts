import {
  encodePageCursor,
  type CountedPage,
  type CursorHasMorePage,
  type CursorPage,
  type CursorPageQuery,
  type HasMorePage,
  type PageCursor,
  type PageQuery,
} from '@church/contracts';
import { and, asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './types';

type RowOf<Q extends PgSelect> = Q['_']['result'][number];

/**
 * One page of `rows` (a `.$dynamic()` select, ordered with a unique last key so pages never
 * overlap) and the total `count` of the list, mapped to entities: the `{count, entities}` of
 * numbered pages.
 */
export async function paginate<Q extends PgSelect, E>(
  rows: Q,
  count: PromiseLike<number>,
  page: PageQuery,
  toEntity: (row: RowOf<Q>) => E,
): Promise<CountedPage<E>> {
  const total = await count;
  const found = (await rows.offset(page.skip).limit(page.take)) as RowOf<Q>[];
  return { count: total, entities: found.map(toEntity) };
}

/**
 * One page of `rows` for 'Load more' lists: `{hasMore, entities}`, without counting the whole
 * list; one row past the page tells whether another follows.
 */
export async function paginateHasMore<Q extends PgSelect, E>(
  rows: Q,
  page: PageQuery,
  toEntity: (row: RowOf<Q>) => E,
): Promise<HasMorePage<E>> {
  const found = (await rows.offset(page.skip).limit(page.take + 1)) as RowOf<Q>[];
  return { hasMore: found.length > page.take, entities: found.slice(0, page.take).map(toEntity) };
}

/**
 * Where a numbered page's keys are read: `offset` and `limit` in the list's order, or, when the
 * page lies nearer the end of a list of `total` keys, in the reverse order (`reversed`) from its
 * end. An offset is stepped over one index entry at a time, so a page at item 90,000 of 100,000
 * costs what a page at item 10,000 does; the middle of the list stays the farthest from both ends.
 * `size` is the page plus whatever is read past it.
 */
export function offsetWindow(total: number, skip: number, size: number) {
  const end = Math.min(skip + size, total);
  const fromEnd = total - end;
  if (skip <= fromEnd) return { reversed: false, offset: skip, limit: size };
  return { reversed: true, offset: fromEnd, limit: Math.max(0, end - skip) };
}

/** One key of a list's order: a column and its direction. */
export type OrderKey = readonly [column: SQLWrapper, direction: 'asc' | 'desc'];

const ordered = (column: SQLWrapper, direction: 'asc' | 'desc') => (direction === 'desc' ? desc(column) : asc(column));
const flipped = (direction: 'asc' | 'desc'): 'asc' | 'desc' => (direction === 'asc' ? 'desc' : 'asc');

/** `order by` these keys, or (`reversed`) the exact reverse: the same index walked the other way. */
export const orderOf = (keys: readonly OrderKey[], reversed = false): SQL[] =>
  keys.map(([column, direction]) => ordered(column, reversed ? flipped(direction) : direction));

/**
 * `paginate` for lists that grow long: the page's keys are found first (`keys(reversed)` selects
 * the primary key in the list's order, or its reverse, so a deep offset is skipped inside the
 * index without reading rows, from whichever end of the list is nearer), then `rowsOf` reads only
 * those rows, in the list's order.
 */
export async function paginateByKeys<K extends PgSelect, Q extends PgSelect, E>(
  keys: (reversed: boolean) => K,
  rowsOf: (pageKeys: SQLWrapper) => Q,
  count: PromiseLike<number>,
  page: PageQuery,
  toEntity: (row: RowOf<Q>) => E,
): Promise<CountedPage<E>> {
  const total = await count;
  const { reversed, offset, limit } = offsetWindow(total, page.skip, page.take);
  if (limit === 0) return { count: total, entities: [] };
  const found = (await rowsOf(keys(reversed).offset(offset).limit(limit))) as RowOf<Q>[];
  return { count: total, entities: found.map(toEntity) };
}

/**
 * The order of a long list: a `timestamp with time zone` column (newest or oldest first) with the
 * integer id breaking ties, the order of an index on `(at, id)`. A page's cursor is its last item's pair, so the next page is a
 * seek in that index, as cheap at row 90,000 as at row 1.
 */
export interface Keyset {
  at: PgColumn;
  id: PgColumn;
  direction: 'asc' | 'desc';
  /** The ties' order when it differs from `direction` (the giving histories: newest paid, then designation id up). */
  idDirection?: 'asc' | 'desc';
}

const after = (direction: 'asc' | 'desc') => sql.raw(direction === 'desc' ? '<' : '>');

/** `order by at, id` in the keyset's direction: repositories order their rows with it too. */
export const keysetOrder = ({
  at,
  id,
  direction,
  idDirection = direction,
}: Pick<Keyset, 'direction' | 'idDirection'> & Record<'at' | 'id', SQLWrapper>): SQL[] => [
  ordered(at, direction),
  ordered(id, idDirection),
];

/**
 * The rows after `cursor` in the keyset's order: one row comparison, which the index seeks to.
 * With ties in the other direction there is no row comparison: the index seeks to the cursor's
 * time (`at <= cursor.at` newest first), and only the rows at that very time are filtered by id.
 */
function pastCursor({ at, id, direction, idDirection = direction }: Keyset, cursor: PageCursor): SQL {
  const cursorAt = sql`${cursor.at}::timestamptz`;
  if (idDirection === direction) return sql`(${at}, ${id}) ${after(direction)} (${cursorAt}, ${cursor.id})`;
  return sql`${at} ${after(direction)}= ${cursorAt} and (${at} ${after(direction)} ${cursorAt} or ${id} ${after(idDirection)} ${cursor.id})`;
}

/** The sort time as the cursor carries it: UTC to the microsecond (a JS Date keeps only ms). */
const cursorInstant = (at: SQLWrapper) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * What a keyset list reads from: its table, an optional filter (a video's comments) and its
 * order; `join` when the order's time and id live in two tables (a gift's payment time, its
 * designation's id).
 */
export interface KeysetList {
  from: PgTable;
  join?: { table: PgTable; on: SQL };
  where?: SQL;
  keyset: Keyset;
}

/**
 * The keys of one page and the one after it (to know whether another follows): past the cursor
 * and skip, read from the list's index alone. Given the list's `total` (and no cursor), a page
 * nearer the end is read from the end, the index walked the other way (`offsetWindow`); the keys
 * then come in the reverse order.
 */
export function keysetPageKeys(
  tx: DbOrTx,
  { from, join, where, keyset }: KeysetList,
  page: CursorPageQuery,
  total?: number,
) {
  const window =
    total === undefined || page.after
      ? { reversed: false, offset: page.skip, limit: page.take + 1 }
      : offsetWindow(total, page.skip, page.take + 1);
  const { direction, idDirection = direction } = keyset;
  const order = window.reversed
    ? { direction: flipped(direction), idDirection: flipped(idDirection) }
    : { direction, idDirection };
  const keys = tx.select({ id: keyset.id, at: keyset.at }).from(from).$dynamic();
  return (join ? keys.innerJoin(join.table, join.on) : keys)
    .where(and(where, page.after && pastCursor(keyset, page.after)))
    .orderBy(...keysetOrder({ ...keyset, ...order }))
    .offset(window.offset)
    .limit(window.limit);
}

/**
 * The entities of one keyset page and the cursor of the page after it: the page's keys and one
 * past it (which tells whether another follows) are found in the list's index, `rowsOf` reads
 * only the page's rows. `total` (a numbered list's count) lets a deep page be read from the end.
 */
async function keysetPage<Q extends PgSelect, E>(
  tx: DbOrTx,
  list: KeysetList,
  rowsOf: (ids: number[]) => Q,
  page: CursorPageQuery,
  toEntity: (row: RowOf<Q>) => E,
  total?: number,
): Promise<{ entities: E[]; nextCursor?: string }> {
  const { keyset } = list;
  const pageKeys = keysetPageKeys(tx, list, page, total).as('page_keys');
  // The cursor's text is made for these few keys only, never for the rows an offset steps over.
  const keys = (await tx
    .select({ id: pageKeys.id, at: cursorInstant(pageKeys.at) })
    .from(pageKeys)
    .orderBy(...keysetOrder({ ...keyset, at: pageKeys.at, id: pageKeys.id }))) as {
    id: number;
    at: string;
  }[];
  const onPage = keys.slice(0, page.take);
  const rows = onPage.length > 0 ? ((await rowsOf(onPage.map((key) => key.id))) as RowOf<Q>[]) : [];
  const last = onPage.at(-1);
  const entities = rows.map(toEntity);
  return keys.length > page.take && last ? { entities, nextCursor: encodePageCursor(last) } : { entities };
}

/**
 * `paginateByKeys` with cursors: the page's keys are found in the list's index (past `after`
 * when given, then `skip`, so numbered pages keep working; from the list's nearer end when there
 * is no cursor), then `rowsOf` reads those rows. `nextCursor` starts the page after it.
 */
export async function paginateByCursor<Q extends PgSelect, E>(
  tx: DbOrTx,
  list: KeysetList,
  rowsOf: (ids: number[]) => Q,
  count: PromiseLike<number>,
  page: CursorPageQuery,
  toEntity: (row: RowOf<Q>) => E,
): Promise<CursorPage<E>> {
  const total = await count;
  return { count: total, ...(await keysetPage(tx, list, rowsOf, page, toEntity, total)) };
}

/**
 * `paginateHasMore` with cursors, for 'Load more' lists: `after` the last row held, the next
 * page is a seek in the list's index however far down it is, and a row that moves to the top
 * meanwhile (new activity) shifts nothing.
 */
export async function paginateHasMoreByCursor<Q extends PgSelect, E>(
  tx: DbOrTx,
  list: KeysetList,
  rowsOf: (ids: number[]) => Q,
  page: CursorPageQuery,
  toEntity: (row: RowOf<Q>) => E,
): Promise<CursorHasMorePage<E>> {
  const found = await keysetPage(tx, list, rowsOf, page, toEntity);
  return { hasMore: found.nextCursor !== undefined, ...found };
}
