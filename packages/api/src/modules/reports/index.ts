import type { FastifyPluginAsync } from 'fastify';
import { createChurchSettingsRepository } from '../church-settings';
import { createGivingTypesRepository } from '../giving-types';
import { createUsersRepository } from '../users';
import { createStatementJobsRepository } from '../statements';
import { createReportsRepository } from './reports.repository';
import { registerOwnStatementRoutes } from './own-statement.routes';
import { registerReportRoutes } from './reports.routes';
import { createReportsService } from './reports.service';
import { createTaxReceipts } from './tax-receipts';
import { createYearEndStatements } from './year-end-statements';
import type { ApiModule } from '../api-module';

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
    taxWording: () => createChurchSettingsRepository(db).taxWording(),
  });
  const audit = app.auditLog;
  const mail = { mailer: app.mailer, publicUrl: options.publicUrl, audit };
  const jobs = createStatementJobsRepository(db);
  const yearEnd = createYearEndStatements({ db, service, jobs, queue: app.jobs, log: app.log, ...mail });
  await yearEnd.work();
  await app.register(async (reports) => {
    registerReportRoutes(reports, { service, taxReceipts: createTaxReceipts({ service, ...mail }), yearEnd, audit });
  });
  await app.register(async (members) => {
    registerOwnStatementRoutes(members, { service, users: createUsersRepository(db) });
  });
};


export const reportsModule: ApiModule = {
  name: 'reports',
  needs: ['church-settings', 'enumerations', 'events', 'giving-types', 'givings', 'groups', 'mail', 'statements', 'users'],
  routes: (api, { timeZone, accounts }) => api.register(reportsPlugin, { timeZone, publicUrl: accounts.publicUrl }),
};
