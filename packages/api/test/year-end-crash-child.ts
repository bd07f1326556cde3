// A replica that starts the year-end statements and is killed (SIGKILL) by year-end-jobs.test.ts
// while the run goes on. It prints one JSON line per step for the test to follow.
import { buildTestApp, callApi, demo, login } from './helper';
import { databaseFromEnv, giveInStatementYear, quickJobs, STATEMENT_YEAR, statementJob } from './year-end-run';

const app = await buildTestApp(databaseFromEnv(), { jobs: quickJobs });
await giveInStatementYear(app, Number(process.env.CRASH_DONORS));
const admin = await login(app, demo.admin);
const started = await callApi(app, 'POST', '/givings/year-end-statements', admin, { year: STATEMENT_YEAR });
const { id } = started.json<{ id: number }>();
for (;;) {
  const job = await statementJob(app, admin, id);
  if (job.processed > 0) console.log(JSON.stringify({ id, processed: job.processed }));
  await new Promise((resolve) => setTimeout(resolve, 10));
}
