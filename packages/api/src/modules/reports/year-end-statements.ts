import { reportMessages, type ReportRange, type StatementJob } from '@church/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { localeFor } from '../../lib/i18n';
import { JobInterrupted, type JobKind, type JobQueue } from '../../plugins/jobs';
import type { AuditLog } from '../audit';
import type { Mailer } from '../mail';
import { yearRange } from './report-range';
import type { ReportsService } from './reports.service';
import type { StatementJobsRepository } from '../statements';
import { statementPdf } from './statement.pdf';
import { taxReceiptMail } from './tax-receipt.mail';

export type YearEndStatements = ReturnType<typeof createYearEndStatements>;

const YEAR_END_JOB = 'year-end-statements';

/**
 * A run works for a minute, then queues its continuation: no job outlives its expiry, so one
 * still marked running after five minutes belonged to a replica that died, and is taken over.
 * Only shutdowns and crashes spend its retries (a real error marks the run failed), and each
 * retry goes on where the last stopped: many are allowed.
 */
const yearEnd: JobKind = { retryLimit: 100, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 300 };
const SLICE_MS = 60_000;

/** Another runner moved the run on first (a job taken over while it was still going). */
class Overtaken extends Error {}

/**
 * Year-end statements for every donor of a year, as a queued job (decision 0074): the request
 * answers at once with the run, whose progress the page polls. Each donor is one transaction:
 * the run's place moves on, the statement is claimed (unique per donor and year) and its mail is
 * written, together or not at all. So a run resumes where it stopped after a crash, and no run,
 * nor two at once on two replicas, sends anybody a second copy or counts anybody twice.
 */
export function createYearEndStatements(deps: {
  db: Db;
  service: ReportsService;
  jobs: StatementJobsRepository;
  queue: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  audit: AuditLog;
}) {
  const { service, jobs, queue } = deps;

  /** The donor's statement mail, or why none is sent. */
  async function statementMail(range: ReportRange, donor: { donorKey: string; email: string }) {
    const locale = localeFor(await service.recipientLanguage(donor.email), service.timeZone);
    const report = await service.donorReport(range, donor.donorKey, locale.language);
    const pdf = await statementPdf(report, range, locale, await service.taxWording());
    return taxReceiptMail(locale, { ...report, donor: { ...report.donor, email: donor.email } }, range, pdf, deps.publicUrl);
  }

  async function run(id: number): Promise<void> {
    const job = await jobs.find(id);
    if (job?.status !== 'running') return;
    const range = yearRange(job.year);
    const { donors } = await service.giftsSummary(range);
    await jobs.setTotal(id, donors.length);
    const until = Date.now() + SLICE_MS;
    for (let place = job.processed; place < donors.length; place += 1) {
      if (queue.stopping()) throw new JobInterrupted();
      if (Date.now() > until) return queue.send(YEAR_END_JOB, { statementJobId: id });
      const donor = donors[place]!;
      const email = donor.email;
      // Drawn before the transaction: a PDF takes a while, and PGlite runs one transaction at a time.
      const mail = email ? await statementMail(range, { donorKey: donor.donorKey, email }) : undefined;
      await deps.db.transaction(async (tx) => {
        const delivery = email && { year: job.year, donorKey: donor.donorKey, email, jobId: id };
        const claimed = delivery ? await jobs.claim(delivery, tx) : false;
        const counter = !email ? 'withoutEmail' : claimed ? 'sent' : 'alreadySent';
        if (!(await jobs.advance(id, place, counter, tx))) throw new Overtaken();
        if (claimed && mail) await deps.mailer.send(mail, tx);
      });
    }
    await jobs.finish(id, 'done');
  }

  return {
    /** Works the queued runs in this process (every replica does; each run goes to one). */
    async work(): Promise<void> {
      await queue.work<{ statementJobId: number }>(YEAR_END_JOB, yearEnd, async ({ statementJobId }) => {
        try {
          await run(statementJobId);
        } catch (error) {
          if (error instanceof JobInterrupted) throw error;
          if (error instanceof Overtaken) return;
          deps.log.error({ err: error, jobId: statementJobId }, 'year-end statements failed');
          await jobs.finish(statementJobId, 'failed');
        }
      });
    },

    /** Starts a run for the year; 409 while one is running. */
    async start(year: number): Promise<StatementJob> {
      const job = await deps.db.transaction(async (tx) => {
        const started = await jobs.start(year, tx);
        if (started) await queue.send(YEAR_END_JOB, { statementJobId: started.id }, tx);
        return started;
      });
      if (!job) throw new HttpError(409, [reportMessages.jobRunning]);
      queue.wake();
      // Who started it; each donor's delivery is in statement_deliveries.
      await deps.audit.record({
        action: 'statement.year-end-started',
        subject: { type: 'statement-job', id: job.id },
        details: { year },
      });
      return job;
    },

    async find(id: number): Promise<StatementJob> {
      const job = await jobs.find(id);
      if (!job) throw new HttpError(404, [reportMessages.jobNotFound]);
      return job;
    },

    latest: (year: number) => jobs.latest(year),
  };
}
