import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockFolder } from './folder-lock';
import { schemaTables } from './schema';
import type { Db } from './types';

export interface DatabaseOptions {
  /** PGlite keeps its files in `<dataDir>/db`. */
  dataDir: string;
  /** When set, connect to this PostgreSQL instead of PGlite. */
  databaseUrl?: string;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Plain SQL on the driver itself, for the job queue (src/plugins/jobs.ts): `$1` parameters,
   * or several statements in one text when there are none (its schema script).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Safe to call more than once; PGlite flushes and releases its folder. */
  close(): Promise<void>;
  /**
   * PGlite only: its data folder as one tar, taken between two queries (a crash-consistent
   * copy: committed work is in, an unfinished transaction is rolled back when it is opened).
   */
  dumpFolder?(): Promise<Blob>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'db'));
}

async function openPglite(folder: string): Promise<Database> {
  await fs.mkdir(folder, { recursive: true });
  const unlock = await lockFolder(folder);
  let client: PGlite;
  try {
    client = await PGlite.create(folder);
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema: schemaTables() }) as unknown as Db;
  const database = withCommon(
    db,
    'pglite',
    async () => {
      await client.close();
      await unlock();
    },
    async (text, values) => {
      // A prepared statement holds one command: a script without parameters runs as one exec.
      if (!values?.length) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
      return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
    },
  );
  return {
    ...database,
    async dumpFolder() {
      // Fewer WAL records for the restored copy to replay when it first opens.
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection emits 'error' on the pool; without a listener that
  // would crash the process. The next query reports the failure instead.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema: schemaTables() }) as unknown as Db;
  return withCommon(
    db,
    'postgres',
    () => pool.end(),
    (text, values) => pool.query(text, values),
  );
}

function withCommon(
  db: Db,
  kind: Database['kind'],
  closeClient: () => Promise<void>,
  executeSql: Database['executeSql'],
): Database {
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    executeSql,
    async ping() {
      if (closing) throw new Error('The database is closed');
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= closeClient();
      return closing;
    },
  };
}
