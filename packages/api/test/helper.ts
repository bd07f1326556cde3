import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
import { loadAccountsConfig, type AccountsConfig } from '../src/config';
import { loggerOptions } from '../src/lib/logger';

/** Where a suite's app keeps its data: a fresh PGlite folder, or a wiped PostgreSQL. */
export interface TestDatabase {
  dataDir: string;
  databaseUrl?: string;
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** An empty database: a new temp folder, or the PostgreSQL with its schemas dropped. */
  fresh(): Promise<TestDatabase>;
}

const tempDirs: string[] = [];
process.on('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix = 'church-api-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  fresh: async () => ({ dataDir: tempDir() }),
};

function postgres(url: string): DatabaseTarget {
  return {
    name: 'postgres',
    async fresh() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('drop schema if exists public cascade');
        await client.query('drop schema if exists drizzle cascade');
        await client.query('drop schema if exists pgboss cascade');
        await client.query('create schema public');
      } finally {
        await client.end();
      }
      return { dataDir: tempDir(), databaseUrl: url };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function databaseTargets(): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}

/** Declares the same suite once per database target. */
export function describeEachDatabase(title: string, suite: (target: DatabaseTarget) => void): void {
  for (const target of databaseTargets()) describe(`${title} [${target.name}]`, () => suite(target));
}

/**
 * The accounts configuration of the tests: the defaults, except a cheaper scrypt cost (2^10
 * instead of 2^17; injected through config like PASSWORD_HASH_COST, never mocked) and a fixed
 * signing secret.
 */
export function testAccountsConfig(overrides: Partial<AccountsConfig> = {}): AccountsConfig {
  return {
    ...loadAccountsConfig({}),
    passwordHashCost: 10,
    jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
    ...overrides,
  };
}

/**
 * The real app on the given database, migrated and seeded, ready for `app.inject`. Payments run
 * on the sandbox unless `options.payments` says otherwise, whatever STRIPE_ variables are set.
 */
export async function buildTestApp(
  database: TestDatabase,
  options: Partial<BuildAppOptions> = {},
): Promise<FastifyInstance> {
  // Songs come from the embedded hymns: no test calls the real song service.
  const app = await buildApp({
    logger: false,
    // Every suite checks that what the routes it calls answer is what the API docs declare.
    checkDeclaredAnswers: true,
    accounts: testAccountsConfig(),
    payments: {},
    songs: {},
    ...database,
    ...options,
  });
  await app.ready();
  return app;
}

/** A logger that keeps its JSON lines, to assert what operators would see. */
export function captureLogs(level: 'info' | 'warn' = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const base = loggerOptions(level);
  return { logger: { ...(typeof base === 'object' ? base : {}), stream }, lines };
}

export const demo = {
  admin: { email: 'admin@example.com', password: 'Admin123' },
  member: { email: 'member@example.com', password: 'Member123' },
  leader: { email: 'leader@example.com', password: 'Leader123' },
} as const;

export interface TestSession {
  userId: string;
  accessToken: string;
  refreshToken: string;
  roles: string[];
  allowedActions: string[];
}

/** Signs in through the API; fails the test when that does not answer 200. */
export async function login(app: FastifyInstance, credentials: { email: string; password: string }) {
  const response = await app.inject({ method: 'POST', url: '/api/account/login', payload: credentials });
  if (response.statusCode !== 200)
    throw new Error(`login ${credentials.email}: ${response.statusCode} ${response.body}`);
  return response.json<TestSession>();
}

export function bearer(session: { accessToken: string }) {
  return { authorization: `Bearer ${session.accessToken}` };
}

/** A request through `inject` to `/api<url>`, as `session` when given, with `payload` as its JSON body. */
export function callApi(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  session?: TestSession,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api${url}`,
    ...(session ? { headers: bearer(session) } : {}),
    ...(payload ? { payload } : {}),
  });
}

/**
 * The token of the newest link to `page` mailed to `to`, read from GET /api/outbox as an admin
 * once the mail work that runs after answering (forgot password, resend) is done.
 */
export async function linkFromOutbox(
  app: FastifyInstance,
  admin: { accessToken: string },
  to: string,
  page: 'confirm-email' | 'reset-password' | 'sign-in-link',
): Promise<string | undefined> {
  await app.background.idle();
  const response = await app.inject({ method: 'GET', url: '/api/outbox?take=100', headers: bearer(admin) });
  const messages = response.json<{ to: string; text: string }[]>();
  for (const message of messages.filter((candidate) => candidate.to === to)) {
    const match = new RegExp(`http://localhost:3000/${page}\\?token=([\\w-]+)`).exec(message.text);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

/** PostgreSQL's plan (EXPLAIN; run with `analyze`) of a drizzle query, as text: to assert which index a list walks. */
export async function planOf(
  app: FastifyInstance,
  query: { toSQL(): { sql: string; params: unknown[] } },
  { analyze = false } = {},
): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const client = await (app.database.db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    // Analyzed, the plan shows the rows each node read (`actual rows`) and an index-only scan's heap fetches.
    const explain = analyze ? 'explain (analyze, costs off, timing off)' : 'explain';
    const result = await client.query<Record<string, string>>(`${explain} ${text}`, params);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}
