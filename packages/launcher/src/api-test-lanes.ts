// The API tests are most of `pnpm test`'s time: one file at a time, each file's suites on one
// database, mostly waiting on it. Two shards side by side take about half as long on two cores,
// as long as each has a PostgreSQL database of its own (a suite empties the one it is given).
import pg from 'pg';

export interface Step {
  name: string;
  line: string;
  env?: Record<string, string>;
}

const SHARDS = 2; // two cores

/** One lane of API tests per shard; one lane of all of them when PostgreSQL gives no second database. */
export async function apiTestLanes(): Promise<Step[][]> {
  const url = process.env.TEST_DATABASE_URL;
  const second = url ? await siblingDatabase(url) : undefined;
  if (url && !second) return [[{ name: 'API tests', line: 'pnpm test:api' }]];
  return [url, second].map((database, index) => [
    {
      name: `API tests (shard ${index + 1} of ${SHARDS})`,
      line: 'pnpm test:api',
      env: { API_TEST_SHARD: `${index + 1}/${SHARDS}`, ...(database ? { TEST_DATABASE_URL: database } : {}) },
    },
  ]);
}

/** `<database>_2` on the same server, created when missing; undefined when the role may not create it. */
async function siblingDatabase(url: string): Promise<string | undefined> {
  const sibling = new URL(url);
  const name = `${decodeURIComponent(sibling.pathname.slice(1))}_2`;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const existing = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
    sibling.pathname = `/${encodeURIComponent(name)}`;
    return sibling.toString();
  } catch (error) {
    console.log(`One lane of API tests: no second database beside TEST_DATABASE_URL (${(error as Error).message}).`);
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
