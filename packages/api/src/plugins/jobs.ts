import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { jobSql, type SqlRunner } from '../db/job-sql';
import type { DbOrTx, Tx } from '../db/types';
import { loggableError } from '../lib/loggable-error';

/** How a kind of job is retried and when a replica that took it is deemed gone. */
export interface JobKind {
  /** Attempts after the first failure. */
  retryLimit: number;
  /** Seconds before the first retry; doubled at each further one when `retryBackoff`. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A job still running after this long is failed and retried (its replica crashed). */
  expireInSeconds: number;
}

/**
 * The hourly sweeps' kind: a sweep is an idempotent delete, so a failed one is tried twice more,
 * a minute apart then two, and the next hour's sweep catches up on anything left.
 */
export const sweepKind: JobKind = { retryLimit: 2, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 300 };

/** How often a replica looks for a scheduled job that is due (the schedules queue them hourly). */
const SCHEDULED_POLLING_SECONDS = 30;

/** Background work every replica shares through the database (decision 0074, pg-boss). */
export interface JobQueue {
  /** Declares a kind of job and runs it in this process: every replica works every kind. */
  work<T extends object>(name: string, kind: JobKind, handler: (data: T) => Promise<void>): Promise<void>;
  /**
   * Declares a kind of job whose writes happen once: `prepare` reads what it needs and answers
   * the writes to make (or nothing), which commit in one transaction with the job's completion,
   * after the job's row is locked and found still running. A replica that dies before the commit
   * leaves nothing and the retry writes it; one that dies after it leaves the job done; two runs
   * of one job (an expired one and its retry) write it once. `prepare` may not write (it runs
   * again on a retry) nor open a transaction of its own while the write is pending.
   */
  once<T extends object>(
    name: string,
    kind: JobKind,
    prepare: (data: T) => Promise<((tx: Tx) => Promise<void>) | undefined>,
  ): Promise<void>;
  /**
   * Declares a kind of job queued on a schedule (`cron`, in UTC) and works it like `work`: however
   * many replicas declare it, each due time queues it once, and one replica runs it.
   */
  every(name: string, cron: string, kind: JobKind, handler: () => Promise<void>): Promise<void>;
  /** Queues a job; given a transaction, the job exists only if that transaction commits. */
  send<T extends object>(name: string, data: T, tx?: DbOrTx): Promise<void>;
  /** After the transaction that queued jobs committed: this replica looks for them now, not at its next poll. */
  wake(): void;
  /** True once the app is closing: a long job stops at a safe point and throws `JobInterrupted`. */
  stopping(): boolean;
  /** Resolves when no job is running nor waiting to run now (tests; a retry due later does not count). */
  drain(): Promise<void>;
}

/** Thrown by a job that stopped for a shutdown: it is retried, by this or another replica. */
export class JobInterrupted extends Error {
  constructor() {
    super('The app is closing; the job resumes where it stopped');
  }
}

export interface JobsOptions {
  /** How often an idle worker looks for work (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs are found and retried. */
  maintenanceIntervalSeconds?: number;
  /** Tests: replaces every kind's first retry delay, so a retry comes within the test. */
  retryDelaySeconds?: number;
  /** Tests: replaces every kind's expiry, so a crashed replica's job is taken over within the test. */
  expireInSeconds?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export const jobsPlugin = fp<JobsOptions>(
  async (app, options) => {
    const database = app.database;
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      // The periodic sweeps are schedules: a replica at a time looks for due ones (every 30 s)
      // and queues each once a minute at most, so several replicas do not each run them.
      schedule: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    });
    boss.on('error', (error) => app.log.error({ err: loggableError(error) }, 'job queue'));
    await boss.start();

    // PGlite is one process's alone (its folder is locked): a job still marked running was left
    // by a process that stopped without finishing it, and is retried now rather than at expiry.
    if (database.kind === 'pglite') await retryAbandoned(boss, database);

    const names: string[] = [];
    const workers: string[] = [];
    let stopping = false;

    async function declare<T extends object>(
      name: string,
      kind: JobKind,
      handler: (data: T, jobId: string) => Promise<void>,
      pollingIntervalSeconds: number,
    ) {
      const queue = {
        name,
        retryLimit: kind.retryLimit,
        retryDelay: options.retryDelaySeconds ?? kind.retryDelaySeconds,
        retryBackoff: kind.retryBackoff,
        expireInSeconds: options.expireInSeconds ?? kind.expireInSeconds,
      };
      // Replicas starting together on a new database create the same queues at once, and
      // PostgreSQL ends one of two crossing creations as a deadlock: that one tries again.
      await retryOnDeadlock(async () => {
        await boss.createQueue(name, queue);
        // A queue keeps the settings it was created with; later starts bring them up to date.
        await boss.updateQueue(name, queue);
      });
      names.push(name);
      workers.push(
        await boss.work<T>(name, { pollingIntervalSeconds }, async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data, job.id);
          } catch (error) {
            // pg-boss keeps the error on the job and retries it while it may; operators see each failure here.
            const level = error instanceof JobInterrupted ? 'info' : 'warn';
            app.log[level]({ err: loggableError(error), job: name, jobId: job.id }, 'job failed');
            throw error;
          }
        }),
      );
    }

    const jobs: JobQueue = {
      work: (name, kind, handler) => declare(name, kind, handler, options.pollingIntervalSeconds ?? 2),
      async once(name, kind, prepare) {
        await declare(
          name,
          kind,
          async (data, jobId) => {
            const write = await prepare(data as Parameters<typeof prepare>[0]);
            if (!write) return;
            await database.db.transaction(async (tx) => {
              const sql = jobSql(tx);
              // Locked: a second run of this job waits here, then finds it completed.
              const { rows } = await sql.executeSql(
                `select state from pgboss.job where name = $1 and id = $2 for update`,
                [name, jobId],
              );
              if (rows[0]?.state !== 'active') return;
              await write(tx);
              // pg-boss's complete() as one statement of this transaction (its own takes an id array).
              await sql.executeSql(
                `update pgboss.job set state = 'completed', completed_on = now() where name = $1 and id = $2`,
                [name, jobId],
              );
            });
            // What the write queued (a send-mail job) is looked for now.
            jobs.wake();
          },
          options.pollingIntervalSeconds ?? 2,
        );
      },
      async every(name, cron, kind, handler) {
        // Each idle worker polls its queue: an hourly job need not be looked for every 2 s (on
        // PGlite every poll is a query on the server's own thread). `wake()` still finds it at once.
        await declare(name, kind, handler, SCHEDULED_POLLING_SECONDS);
        // Kept in the database by name: every replica writing the same schedule leaves one.
        await boss.schedule(name, cron);
      },
      async send(name, data, tx) {
        await boss.send(name, data, tx ? { db: jobSql(tx) } : {});
        // Outside a transaction the job is there now.
        if (!tx) jobs.wake();
      },
      wake() {
        for (const id of workers) boss.notifyWorker(id);
      },
      stopping: () => stopping,
      async drain() {
        for (let waited = 0; (await pendingJobs(database, names)) > 0; waited += 20) {
          if (waited > 60_000) throw new Error('Jobs still pending after a minute');
          jobs.wake();
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
    };

    app.decorate('jobs', jobs);
    // Registered after the database: this runs before it closes. A running job stops at its next
    // safe point and is retried; graceful stop waits for it to hand over.
    app.addHook('onClose', async () => {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);

type WithExecuteSql = { executeSql: SqlRunner };

async function retryAbandoned(boss: PgBoss, database: WithExecuteSql) {
  const { rows } = await database.executeSql(`select name, id from pgboss.job where state = 'active'`);
  for (const row of rows) await boss.fail(String(row.name), String(row.id));
}

async function pendingJobs(database: WithExecuteSql, names: string[]): Promise<number> {
  if (names.length === 0) return 0;
  const { rows } = await database.executeSql(
    `select count(*)::int as pending from pgboss.job
     where name = any($1) and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    [names],
  );
  return Number(rows[0]?.pending ?? 0);
}

/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

async function retryOnDeadlock(work: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= attempts) throw error;
      // Apart by a random moment, so the two do not cross again.
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
