import * as v from 'valibot';

/** Offsets beyond this are refused rather than scanned. */
export const MAX_SKIP = 1_000_000;

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

/** The most rows one page request may ask for (`take`). */
export const MAX_TAKE = 50;

/** `?skip&take` of one list: skip from 0, take defaulting to the list's page size, capped. */
export function pageQuerySchema(defaultTake: number, maxTake = MAX_TAKE) {
  return v.object({ skip: queryNumber('skip', 0, MAX_SKIP), take: queryNumber('take', defaultTake, maxTake) });
}
export interface PageQuery {
  skip: number;
  take: number;
}

/** A page of a list that knows its total: numbered pages (`count` rows in all). */
export function countedPageSchema<TEntity extends v.GenericSchema>(entity: TEntity) {
  return v.object({ count: v.number(), entities: v.array(entity) });
}
export interface CountedPage<T> {
  count: number;
  entities: T[];
}

/** A page of a list that grows with 'Load more': whether another page follows. */
export function hasMorePageSchema<TEntity extends v.GenericSchema>(entity: TEntity) {
  return v.object({ hasMore: v.boolean(), entities: v.array(entity) });
}
export interface HasMorePage<T> {
  hasMore: boolean;
  entities: T[];
}
