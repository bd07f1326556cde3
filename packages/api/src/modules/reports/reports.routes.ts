import {
  DonorReportQuerySchema,
  DonorReportSchema,
  EventsReportSchema,
  GiftsReportQuerySchema,
  GiftsReportSchema,
  LatestStatementJobSchema,
  ReportRangeSchema,
  reportFileName,
  StartStatementsSchema,
  StatementJobParamsSchema,
  StatementJobQuerySchema,
  StatementJobSchema,
  statementsZipName,
  TaxReceiptSentSchema,
} from '@church/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { localeFor, requestLanguage } from '../../lib/i18n';
import { attachmentDisposition } from '../../lib/pdf';
import type { AuditLog } from '../audit';
import { defineRoute, fileAnswer } from '../../lib/route';
import { eventsReportPdf, giftsReportPdf } from './reports.pdf';
import type { ReportsService } from './reports.service';
import { statementsZip } from './statements-zip';
import type { TaxReceipts } from './tax-receipts';
import type { YearEndStatements } from './year-end-statements';

const tags = ['reports'];

const download = (reply: FastifyReply, type: string, fileName: string, file: Buffer) =>
  reply.type(type).header('content-disposition', attachmentDisposition(fileName)).send(file);

/** Holders of the Reports action and admins. */
export function registerReportRoutes(
  app: FastifyInstance,
  deps: { service: ReportsService; taxReceipts: TaxReceipts; yearEnd: YearEndStatements; audit: AuditLog },
) {
  const { service } = deps;
  /** Every download of a report leaves the building: who took which, recorded first. */
  const exported = (fileName: string, details: Record<string, unknown>) =>
    deps.audit.record({ action: 'report.export', subject: { type: 'report', id: fileName }, details });
  app.route(
    defineRoute({
      method: 'POST',
      url: '/events/report-html',
      access: ['Reports'],
      summary: "Events starting from startDate to endDate (days of the church's calendar, both included), by month",
      tags,
      schemas: { body: ReportRangeSchema, response: { 200: EventsReportSchema } },
      handler: (request) => service.eventsReport(request.body),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/events/report-pdf',
      access: ['Reports'],
      summary: 'The events report as a PDF, named events-<start>-to-<end>.pdf',
      tags,
      schemas: { querystring: ReportRangeSchema, response: { 200: fileAnswer('The report', 'application/pdf') } },
      handler: async (request, reply) => {
        const locale = localeFor(requestLanguage(request), service.timeZone);
        const pdf = await eventsReportPdf(await service.eventsReport(request.query), request.query, locale);
        await exported(reportFileName('events', request.query), { report: 'events', ...request.query });
        return download(reply, 'application/pdf', reportFileName('events', request.query), pdf);
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/report-html',
      access: ['Reports'],
      summary:
        'Donors (8 a page, by name) with their paid, unrefunded gifts per giving type and in all, and the period totals',
      tags,
      schemas: { body: GiftsReportQuerySchema, response: { 200: GiftsReportSchema } },
      handler: (request) => service.giftsReport(request.body, requestLanguage(request)),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/report-details',
      access: ['Reports'],
      summary: "One donor's paid, unrefunded gifts in the period, oldest first",
      tags,
      schemas: { body: DonorReportQuerySchema, response: { 200: DonorReportSchema } },
      handler: (request) => service.donorReport(request.body, request.body.donorKey, requestLanguage(request)),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/givings/report-pdf',
      access: ['Reports'],
      summary: 'The gifts report as a PDF, named gifts-<start>-to-<end>.pdf',
      tags,
      schemas: { querystring: ReportRangeSchema, response: { 200: fileAnswer('The report', 'application/pdf') } },
      handler: async (request, reply) => {
        const locale = localeFor(requestLanguage(request), service.timeZone);
        const pdf = await giftsReportPdf(await service.giftsSummary(request.query, locale.language), request.query, locale);
        await exported(reportFileName('gifts', request.query), { report: 'gifts', ...request.query });
        return download(reply, 'application/pdf', reportFileName('gifts', request.query), pdf);
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/tax-receipt',
      access: ['Reports'],
      summary: "E-mails the donor a contribution statement of the period as a PDF (IRS Publication 1771's content)",
      tags,
      schemas: { body: DonorReportQuerySchema, response: { 200: TaxReceiptSentSchema } },
      handler: (request) => deps.taxReceipts.send(request.body, request.body.donorKey),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/givings/year-end-statements',
      access: ['Reports'],
      summary: 'Starts e-mailing every donor of the year their statement, in the background (each donor once per year)',
      tags,
      schemas: { body: StartStatementsSchema, response: { 202: StatementJobSchema } },
      handler: async (request, reply) => reply.code(202).send(await deps.yearEnd.start(request.body.year)),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/givings/year-end-statements',
      access: ['Reports'],
      summary: "The year's latest run of the year-end statements (null when none)",
      tags,
      schemas: { querystring: StatementJobQuerySchema, response: { 200: LatestStatementJobSchema } },
      handler: (request) => deps.yearEnd.latest(request.query.year),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/givings/year-end-statements/:id',
      access: ['Reports'],
      summary: 'A run of the year-end statements and its progress',
      tags,
      schemas: { params: StatementJobParamsSchema, response: { 200: StatementJobSchema } },
      handler: (request) => deps.yearEnd.find(request.params.id),
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/givings/year-end-statements.zip',
      access: ['Reports'],
      summary: "Every donor's statement of the year, one PDF each, in a ZIP named statements-<year>.zip",
      tags,
      schemas: {
        querystring: StatementJobQuerySchema,
        response: { 200: fileAnswer('Every statement of the year, one PDF each', 'application/zip') },
      },
      handler: async (request, reply) => {
        const { year } = request.query;
        const zip = await statementsZip(service, year);
        await exported(statementsZipName(year), { report: 'statements', year });
        return download(reply, 'application/zip', statementsZipName(year), zip);
      },
    }),
  );
}
