import pg from 'pg';

/**
 * Replicas started together on one PostgreSQL (a deploy restarting them all) would run the
 * same migrations and seeds at once, and drizzle's migrator is not safe against itself. An
 * advisory lock held by a connection of its own makes them take turns: the first migrates, the
 * others find nothing left to do. PGlite belongs to one process, so it needs none.
 */
export async function oneStartAtATime<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('church-start'))`);
    return await work();
  } finally {
    // Ending the session releases the lock, whatever `work` did.
    await client.end();
  }
}
