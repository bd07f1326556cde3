import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schemaTables } from './schema';

export type Schema = ReturnType<typeof schemaTables>;

/** The drizzle handle, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What every repository method accepts: the database itself or a running transaction. */
export type DbOrTx = Db | Tx;
