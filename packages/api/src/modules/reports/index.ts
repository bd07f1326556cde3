import type { FastifyPluginAsync } from 'fastify';
import { createAuditLog } from '../audit';
import { createGivingTypesRepository } from '../giving-types';
import { createReportsRepository } from './reports.repository';
import { registerReportRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import { createStatementJobsRepository } from './statement-jobs.repository';
import { createTaxReceipts } from './tax-receipts';
import { createYearEndStatements } from './year-end-statements';
import type { ApiModule } from '../api-module';
import * as reportsTables from './reports.table';

export interface ReportsModuleOptions {
  /** CHURCH_TIME_ZONE: whose days a report's dates are. */
  timeZone: string;
  /** Where the site is reached: the statement e-mails link to the donor's history. */
  publicUrl: string;
}

/**
 * Reports (events and gifts by days, HTML and PDF), tax receipts and year-end statements,
 * for admins and the Reports action. Reads the events, gifts and members' tables; sends mail
 * through `app.mailer`.
 */
const reportsPlugin: FastifyPluginAsync<ReportsModuleOptions> = async (app, options) => {
  const db = app.database.db;
  const service = createReportsService({
    reports: createReportsRepository(db),
    givingTypes: createGivingTypesRepository(db),
    timeZone: options.timeZone,
  });
  const audit = createAuditLog(db);
  const mail = { mailer: app.mailer, publicUrl: options.publicUrl, audit };
  const yearEnd = createYearEndStatements({ service, jobs: createStatementJobsRepository(db), log: app.log, ...mail });
  // A run still going holds the close until it ends.
  app.addHook('onClose', () => yearEnd.idle());
  await app.register(async (reports) => {
    reports.addHook('onRequest', reports.authenticate);
    reports.addHook('onRequest', reports.requireAction('Reports'));
    registerReportRoutes(reports, { service, taxReceipts: createTaxReceipts({ service, ...mail }), yearEnd, audit });
  });
};

export { createStatementJobsRepository, type StatementJobsRepository } from './statement-jobs.repository';

export const reportsModule: ApiModule = {
  name: 'reports',
  needs: [],
  tables: reportsTables,
  routes: (api, { timeZone, accounts }) => api.register(reportsPlugin, { timeZone, publicUrl: accounts.publicUrl }),
};
export * from './reports.table';
