import { ProcessingFeeRatesSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import type { RunInTransaction } from '../../db/transaction';
import { defineRoute } from '../../lib/route';
import type { AuditLog } from '../audit';
import type { ProcessingFeesRepository } from './processing-fees.repository';

const tags = ['church settings'];

/** Anyone reads the rates (the wizards show the fee before a donor signs in); admins change them. */
export function registerProcessingFeesRoutes(
  app: FastifyInstance,
  fees: ProcessingFeesRepository,
  inTransaction: RunInTransaction,
  audit: AuditLog,
) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/processing-fees',
      access: 'public',
      summary: 'The processing-fee rates a donor covers: card percent + fixed, bank percent capped (0: no cap)',
      tags,
      schemas: { response: { 200: ProcessingFeeRatesSchema } },
      handler: () => fees.rates(),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/processing-fees',
      access: 'admin',
      summary: 'Change the processing-fee rates (gifts already paid keep the fee they were charged)',
      tags,
      schemas: { body: ProcessingFeeRatesSchema, response: { 200: ProcessingFeeRatesSchema } },
      handler: (request) =>
        inTransaction(async (tx) => {
          const before = await fees.rates(tx);
          const after = await fees.update(request.body, tx);
          await audit.record({ action: 'church-settings.update', details: { before, after } }, tx);
          return after;
        }),
    }),
  );
}
