import { ChurchSettingsSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import type { RunInTransaction } from '../../db/transaction';
import { defineRoute } from '../../lib/route';
import type { AuditLog } from '../audit';
import type { ChurchSettingsRepository } from './church-settings.repository';

const tags = ['church settings'];

/** Admins only. */
export function registerChurchSettingsRoutes(
  app: FastifyInstance,
  settings: ChurchSettingsRepository,
  inTransaction: RunInTransaction,
  audit: AuditLog,
) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/church-settings',
      access: 'admin',
      summary: "The church's settings for accounts and money",
      tags,
      schemas: { response: { 200: ChurchSettingsSchema } },
      handler: () => settings.get(),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/church-settings',
      access: 'admin',
      summary: "Change the church's settings for accounts and money",
      tags,
      schemas: { body: ChurchSettingsSchema, response: { 200: ChurchSettingsSchema } },
      handler: (request) =>
        inTransaction(async (tx) => {
          const before = await settings.get(tx);
          const after = await settings.update(request.body, tx);
          await audit.record({ action: 'church-settings.update', details: { before, after } }, tx);
          return after;
        }),
    }),
  );
}
