import { reportMessages, type ReportRange, type StatementJob } from '@church/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { localeFor } from '../../lib/i18n';
import type { AuditLog } from '../audit';
import type { Mailer } from '../mail';
import { yearRange } from './report-range';
import type { ReportsService } from './reports.service';
import type { StatementJobsRepository } from '../statements';
import { statementPdf } from './statement.pdf';
import { taxReceiptMail } from './tax-receipt.mail';

export type YearEndStatements = ReturnType<typeof createYearEndStatements>;

/**
 * Year-end statements for every donor of a year, as a background job: the request answers at
 * once with the job, whose progress the page polls. Each donor's statement is claimed (unique
 * per donor and year) before it is sent, so no run, nor two at once, sends anybody a second copy.
 */
export function createYearEndStatements(deps: {
  service: ReportsService;
  jobs: StatementJobsRepository;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  audit: AuditLog;
}) {
  const { service, jobs } = deps;
  /** Runs still going in this process; `idle()` lets tests (and shutdown) wait for them. */
  const running = new Set<Promise<void>>();

  async function run(job: StatementJob): Promise<void> {
    const range: ReportRange = yearRange(job.year);
    const { donors } = await service.giftsSummary(range);
    await jobs.setTotal(job.id, donors.length);
    for (const donor of donors) {
      if (!donor.email) {
        await jobs.count(job.id, 'withoutEmail');
        continue;
      }
      const delivery = { year: job.year, donorKey: donor.donorKey, email: donor.email, jobId: job.id };
      if (!(await jobs.claim(delivery))) {
        await jobs.count(job.id, 'alreadySent');
        continue;
      }
      try {
        const report = await service.donorReport(range, donor.donorKey);
        const locale = localeFor(await service.recipientLanguage(donor.email), service.timeZone);
        const pdf = await statementPdf(report, range, locale);
        await deps.mailer.send(
          taxReceiptMail(locale, { ...report, donor: { ...report.donor, email: donor.email } }, range, pdf, deps.publicUrl),
        );
      } catch (error) {
        await jobs.release(job.year, donor.donorKey);
        throw error;
      }
      await jobs.count(job.id, 'sent');
    }
  }

  return {
    /** Starts a run for the year; 409 while one is running. */
    async start(year: number): Promise<StatementJob> {
      await jobs.failAbandoned();
      const job = await jobs.start(year);
      if (!job) throw new HttpError(409, [reportMessages.jobRunning]);
      // Who started it; each donor's delivery is in statement_deliveries.
      await deps.audit.record({
        action: 'statement.year-end-started',
        subject: { type: 'statement-job', id: job.id },
        details: { year },
      });
      const work = run(job)
        .then(() => jobs.finish(job.id, 'done'))
        .catch(async (error: unknown) => {
          deps.log.error({ err: error, jobId: job.id }, 'year-end statements failed');
          await jobs.finish(job.id, 'failed').catch(() => undefined);
        })
        .finally(() => running.delete(work));
      running.add(work);
      return job;
    },

    async find(id: number): Promise<StatementJob> {
      const job = await jobs.find(id);
      if (!job) throw new HttpError(404, [reportMessages.jobNotFound]);
      return job;
    },

    latest: (year: number) => jobs.latest(year),

    /** Resolves when every run of this process has ended. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
