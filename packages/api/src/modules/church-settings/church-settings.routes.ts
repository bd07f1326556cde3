import { ChurchSettingsSchema, VisitInfoSchema } from '@church/contracts';
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

/** Anyone reads what a visitor needs: the home page and About Us show it. */
export function registerVisitInfoReadRoute(app: FastifyInstance, settings: ChurchSettingsRepository) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/visit-info',
      access: 'public',
      summary: 'Service times, address, parking and accessibility notes and contact, for a first-time visitor',
      tags,
      schemas: { response: { 200: VisitInfoSchema } },
      handler: () => settings.getVisitInfo(),
    }),
  );
}

/** Admins only. */
export function registerVisitInfoWriteRoute(
  app: FastifyInstance,
  settings: ChurchSettingsRepository,
  inTransaction: RunInTransaction,
  audit: AuditLog,
) {
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/visit-info',
      access: 'admin',
      summary: 'Change what a first-time visitor is told (the whole of it)',
      tags,
      schemas: { body: VisitInfoSchema, response: { 200: VisitInfoSchema } },
      handler: (request) =>
        inTransaction(async (tx) => {
          const before = await settings.getVisitInfo(tx);
          const after = await settings.updateVisitInfo(request.body, tx);
          await audit.record({ action: 'church-settings.update', details: { before, after } }, tx);
          return after;
        }),
    }),
  );
}
