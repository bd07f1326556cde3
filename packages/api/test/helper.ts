import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../src/app';
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

/** The real app on the given database, migrated and seeded, ready for `app.inject`. */
export async function buildTestApp(
  database: TestDatabase,
  options: Partial<BuildAppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ logger: false, ...database, ...options });
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
