import type { CountedPage, HasMorePage, PageQuery } from '@church/contracts';
import type { SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

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
 * `paginate` for lists that grow long: the page's keys are found first (`keys` selects the
 * primary key in the list's order, so a deep offset is skipped inside the index without reading
 * rows), then `rowsOf` reads only those rows, in the same order.
 */
export async function paginateByKeys<K extends PgSelect, Q extends PgSelect, E>(
  keys: K,
  rowsOf: (pageKeys: SQLWrapper) => Q,
  count: PromiseLike<number>,
  page: PageQuery,
  toEntity: (row: RowOf<Q>) => E,
): Promise<CountedPage<E>> {
  const total = await count;
  const found = (await rowsOf(keys.offset(page.skip).limit(page.take))) as RowOf<Q>[];
  return { count: total, entities: found.map(toEntity) };
}
