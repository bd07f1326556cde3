import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { OutboxMessage, StatementJob } from '@church/contracts';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import {
  buildTestApp,
  callApi,
  databaseTargets,
  demo,
  describeEachDatabase,
  login,
  type TestDatabase,
  type TestSession,
} from '../../../test/helper';
import { giveInStatementYear, quickJobs, STATEMENT_YEAR, statementJob } from '../../../test/year-end-run';

const crashChild = fileURLToPath(new URL('../../../test/year-end-crash-child.ts', import.meta.url));

async function finished(app: FastifyInstance, admin: TestSession, id: number): Promise<StatementJob> {
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const job = await statementJob(app, admin, id);
    if (job.status !== 'running') return job;
    if (Date.now() - started > 60_000) throw new Error(`run ${id} still running: ${JSON.stringify(job)}`);
  }
}

/** How many statements each recipient got, from the outbox. */
async function statementsByRecipient(app: FastifyInstance, admin: TestSession): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let skip = 0; ; skip += 100) {
    const page = (await callApi(app, 'GET', `/outbox?skip=${skip}&take=100`, admin)).json<OutboxMessage[]>();
    for (const mail of page.filter((message) => message.subject.includes('contribution statement')))
      counts.set(mail.to, (counts.get(mail.to) ?? 0) + 1);
    if (page.length < 100) return counts;
  }
}

const everyDonorOnce = (count: number) =>
  new Map(Array.from({ length: count }, (_, index) => [`donor${index + 1}@example.com`, 1]));

/** The run as the database holds it, read while no app is open on it. */
async function runInDatabase(database: TestDatabase): Promise<{ status: string; processed: number; total: number }> {
  const query = 'select status, processed, total from statement_jobs order by id desc limit 1';
  if (database.databaseUrl) {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      return (await client.query(query)).rows[0];
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create(path.join(database.dataDir, 'db'));
  try {
    return (await client.query<{ status: string; processed: number; total: number }>(query)).rows[0]!;
  } finally {
    await client.close();
  }
}

// Year-end statements are a queued job (decision 0074): a replica killed mid-run leaves it to be
// resumed, and nobody gets a second statement nor is counted twice.
describeEachDatabase('year-end statements after a crash', (target) => {
  const donors = 60;

  it('resumes a run whose replica was killed mid-way, sending each donor one statement', async () => {
    const database = await target.fresh();
    const child = spawn(process.execPath, ['--import', 'tsx', crashChild], {
      env: {
        ...process.env,
        CRASH_DATA_DIR: database.dataDir,
        CRASH_DATABASE_URL: database.databaseUrl ?? '',
        CRASH_DONORS: String(donors),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    for await (const line of createInterface({ input: child.stdout })) {
      if (line.startsWith('{')) break;
    }
    child.kill('SIGKILL');
    await exited;

    const atCrash = await runInDatabase(database);
    assert.equal(atCrash.status, 'running');
    assert.ok(atCrash.processed > 0 && atCrash.processed < donors, `killed mid-run (${atCrash.processed} of ${donors})`);

    const app = await buildTestApp(database, { jobs: quickJobs });
    try {
      const admin = await login(app, demo.admin);
      const latest = await callApi(app, 'GET', `/givings/year-end-statements?year=${STATEMENT_YEAR}`, admin);
      const run = await finished(app, admin, latest.json<StatementJob>().id);
      assert.deepEqual(
        [run.status, run.total, run.processed, run.sent + run.alreadySent, run.withoutEmail],
        ['done', donors, donors, donors, 0],
      );
      assert.deepEqual(await statementsByRecipient(app, admin), everyDonorOnce(donors));
    } finally {
      await app.close();
    }
  });
});

// Two replicas on one PostgreSQL (PGlite's folder is one process's alone).
for (const target of databaseTargets().filter((candidate) => candidate.name === 'postgres')) {
  describe('year-end statements on two replicas [postgres]', () => {
    const donors = 12;
    let one: FastifyInstance;
    let two: FastifyInstance;

    before(async () => {
      const database = await target.fresh();
      // Started together on the new database, as replicas are (their job queues are created at once).
      [one, two] = await Promise.all([
        buildTestApp(database, { jobs: quickJobs }),
        buildTestApp(database, { jobs: quickJobs }),
      ]);
      await giveInStatementYear(one, donors);
    });
    after(async () => {
      await Promise.all([one.close(), two.close()]);
    });

    it('runs a year once when both replicas are asked at once, and either shows its progress', async () => {
      const [adminOne, adminTwo] = await Promise.all([login(one, demo.admin), login(two, demo.admin)]);
      const start = (app: FastifyInstance, admin: TestSession) =>
        callApi(app, 'POST', '/givings/year-end-statements', admin, { year: STATEMENT_YEAR });
      const answers = await Promise.all([start(one, adminOne), start(two, adminTwo)]);
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [202, 409]);
      const id = answers.find((answer) => answer.statusCode === 202)!.json<StatementJob>().id;

      const run = await finished(two, adminTwo, id);
      assert.deepEqual([run.status, run.processed, run.sent, run.alreadySent], ['done', donors, donors, 0]);
      assert.deepEqual(await statementJob(one, adminOne, id), run);
      assert.deepEqual(await statementsByRecipient(one, adminOne), everyDonorOnce(donors));
    });
  });
}
