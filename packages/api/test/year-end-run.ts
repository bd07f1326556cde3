import type { StatementJob } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { callApi, demo, login, type TestDatabase, type TestSession } from './helper';

/** The year the year-end job tests use: none of the demo gifts is in it. */
export const STATEMENT_YEAR = 2020;

/** Job timing for the tests: polled often, a dead replica's job taken over within seconds. */
export const quickJobs = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: 2 };

/** `count` donors with an offline gift each in STATEMENT_YEAR, each with their own e-mail. */
export async function giveInStatementYear(app: FastifyInstance, count: number): Promise<void> {
  const admin = await login(app, demo.admin);
  const [type] = (await callApi(app, 'GET', '/givingTypes')).json<{ id: number }[]>();
  for (let n = 1; n <= count; n += 1) {
    const gift = await callApi(app, 'POST', '/givings/offline', admin, {
      givingTypeId: type?.id,
      amount: 10 + n,
      method: 'cash',
      receivedOn: `${STATEMENT_YEAR}-06-15`,
      donorName: `Donor ${n}`,
      donorEmail: `donor${n}@example.com`,
    });
    if (gift.statusCode !== 201) throw new Error(`offline gift: ${gift.statusCode} ${gift.body}`);
  }
}

/** A run of the year-end statements as the admin's page sees it. */
export async function statementJob(app: FastifyInstance, admin: TestSession, id: number): Promise<StatementJob> {
  return (await callApi(app, 'GET', `/givings/year-end-statements/${id}`, admin)).json<StatementJob>();
}

/** Where the crash test's child process finds its database (it cannot be handed an object). */
export function databaseFromEnv(): TestDatabase {
  const dataDir = process.env.CRASH_DATA_DIR ?? '';
  const databaseUrl = process.env.CRASH_DATABASE_URL;
  return databaseUrl ? { dataDir, databaseUrl } : { dataDir };
}
