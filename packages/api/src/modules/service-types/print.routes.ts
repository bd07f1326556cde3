import { PrintPlanSchema } from '@church/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { requestLanguage } from '../../lib/i18n';
import { defineRoute, fileAnswer } from '../../lib/route';
import { attachmentDisposition } from '../../lib/pdf';
import { createPrintRepository } from './print.repository';
import { createPrintService, type Printout, type PrintService } from './print.service';

const tags = ['service-types'];

const download = (reply: FastifyReply, contentType: string, { fileName, body }: Printout) =>
  reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(body);

export function registerPrintRoutes(app: FastifyInstance, service: PrintService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/service-types/print-pdf',
      access: ['Service plans'],
      summary: 'The plan as a PDF download named after it: items in order with lengths and keys, notes',
      tags,
      schemas: { body: PrintPlanSchema, response: { 200: fileAnswer('The plan as a PDF', 'application/pdf') } },
      handler: async (request, reply) =>
        download(reply, 'application/pdf', await service.pdf(request.body.serviceTypeId, requestLanguage(request))),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/service-types/print-html',
      access: ['Service plans'],
      summary: 'The plan as one printable HTML page, downloaded under its name',
      tags,
      schemas: { body: PrintPlanSchema, response: { 200: fileAnswer('The plan as one HTML page', 'text/html') } },
      handler: async (request, reply) =>
        download(
          reply,
          'text/html; charset=utf-8',
          await service.html(request.body.serviceTypeId, requestLanguage(request)),
        ),
    }),
  );
}

export interface PlanPrintOptions {
  timeZone: string;
  /** The printout's "printed at" (tests fix it); the clock when not given. */
  now?: () => Date;
}

/** Printouts of a plan, for admins and the Service plans action. */
export const planPrintRoutes: FastifyPluginAsync<PlanPrintOptions> = async (app, options) => {
  const service = createPrintService({
    print: createPrintRepository(app.database.db),
    transaction: transactionRunner(app.database.db),
    timeZone: options.timeZone,
    now: options.now ?? (() => new Date()),
  });
  registerPrintRoutes(app, service);
};
