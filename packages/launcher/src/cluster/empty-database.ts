import { spawnSync } from 'node:child_process';

/**
 * Drops what the API keeps in a PostgreSQL (its tables, its migrations' record, the job
 * queue), so the next replica to start migrates and seeds it afresh. With `psql`, which comes
 * with Debian's PostgreSQL, so the launcher needs no driver of its own.
 */
export function emptyDatabase(url: string): void {
  const sql = ['public', 'drizzle', 'pgboss'].map((schema) => `drop schema if exists ${schema} cascade;`).join(' ');
  const run = spawnSync('psql', [url, '-q', '-v', 'ON_ERROR_STOP=1', '-c', `${sql} create schema public;`], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`emptying the database: ${run.stderr || run.error?.message}`);
}

/** One number from a query, through `psql` (the bench's count of stored writes). */
export function countRows(url: string, sql: string): number {
  const run = spawnSync('psql', [url, '-tA', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`counting: ${run.stderr || run.error?.message}`);
  return Number(run.stdout.trim());
}

/** A query's rows as lines of `|`-separated values, through `psql` (the bench's backup check). */
export function queryLines(url: string, sql: string): string[] {
  const run = spawnSync('psql', [url, '-tA', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`querying: ${run.stderr || run.error?.message}`);
  return run.stdout.split('\n').filter(Boolean);
}
