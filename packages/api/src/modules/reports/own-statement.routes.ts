import {
  OwnYearTotalSchema,
  reportMessages,
  StatementJobQuerySchema,
  type DonorReport,
  type ReportRange,
} from '@church/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { localeFor, requestLanguage } from '../../lib/i18n';
import { attachmentDisposition } from '../../lib/pdf';
import { defineRoute, fileAnswer } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { UsersRepository } from '../users';
import { yearRange } from './report-range';
import type { ReportsService } from './reports.service';
import { statementPdf } from './statement.pdf';
import { statementFileName } from './tax-receipt.mail';

const tags = ['reports'];

/**
 * Signed in: the member's own year, as their year-end statement counts it, and that statement
 * as a PDF (the renderer the year-end job uses). The donor is always the one asking: the key is
 * their own account's e-mail, as the year-end job keys donors; no request names another.
 */
export function registerOwnStatementRoutes(
  app: FastifyInstance,
  deps: { service: ReportsService; users: Pick<UsersRepository, 'findById'> },
) {
  /** The asker's statement of the year, or null when they gave nothing that counts in it. */
  async function ownReport(request: FastifyRequest, range: ReportRange): Promise<DonorReport | null> {
    const member = await deps.users.findById(currentUser(request).id);
    if (!member) throw new HttpError(401, ['Unauthorized']);
    try {
      return await deps.service.donorReport(range, member.email.toLowerCase(), requestLanguage(request));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }

  app.route(
    defineRoute({
      method: 'GET',
      url: '/givings/statement/current',
      access: 'signed-in',
      summary: "The member's total for a year (paid gifts not refunded, the church's calendar), as their statement counts it",
      tags,
      schemas: { querystring: StatementJobQuerySchema, response: { 200: OwnYearTotalSchema } },
      handler: async (request) => {
        const { year } = request.query;
        const report = await ownReport(request, yearRange(year));
        return { year, total: report?.total ?? 0 };
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'GET',
      url: '/givings/statement/current/pdf',
      access: 'signed-in',
      summary: "The member's own contribution statement of a year, the PDF the year-end statements send; 404 without gifts",
      tags,
      schemas: {
        querystring: StatementJobQuerySchema,
        response: { 200: fileAnswer('The statement', 'application/pdf') },
      },
      handler: async (request, reply) => {
        const range = yearRange(request.query.year);
        const report = await ownReport(request, range);
        if (!report) throw new HttpError(404, [reportMessages.donorNotFound]);
        const locale = localeFor(requestLanguage(request), deps.service.timeZone);
        return reply
          .type('application/pdf')
          .header('content-disposition', attachmentDisposition(statementFileName(locale, range)))
          .send(await statementPdf(report, range, locale, await deps.service.taxWording()));
      },
    }),
  );
}
