import * as v from 'valibot';

/** The largest id a serial (int4) column holds; a bigger number would fail in the database. */
export const MAX_ENTITY_ID = 2_147_483_647;

/**
 * The id of a stored row (a serial primary key) in a JSON body: a whole number from 1 to
 * MAX_ENTITY_ID, else `message`. Every body id goes through this, so none reaches a query
 * that PostgreSQL would refuse with a 500.
 */
export function entityIdSchema(message: string) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ENTITY_ID, message));
}
