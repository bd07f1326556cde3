import { sql } from 'drizzle-orm';
import type { Database } from './client';

const HOUR_MS = 60 * 60 * 1000;

/**
 * PGlite runs no autovacuum: without this its planner never learns how big the lists grew, and
 * index-only scans (the counts and deep pages of long lists) find no page marked all-visible.
 * VACUUM ANALYZE now and every hour does what autovacuum does on PostgreSQL, which needs nothing.
 * Returns the stop function.
 */
export async function keepStatisticsCurrent(
  database: Database,
  onError: (error: unknown) => void,
): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const vacuum = () => database.db.execute(sql`vacuum analyze`).then(() => undefined, onError);
  await vacuum();
  const timer = setInterval(vacuum, HOUR_MS).unref();
  return () => clearInterval(timer);
}
