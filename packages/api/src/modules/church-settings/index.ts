import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { createChurchSettingsRepository } from './church-settings.repository';
import {
  registerChurchSettingsRoutes,
  registerVisitInfoReadRoute,
  registerVisitInfoWriteRoute,
} from './church-settings.routes';
import { createProcessingFeesRepository } from './processing-fees.repository';
import { registerProcessingFeesRoutes } from './processing-fees.routes';
import type { ApiModule } from '../api-module';
import * as churchSettingsTables from './church-settings.table';
import { demoChurchSettingsSeed, demoVisitInfoSeed } from './church-settings.seed';

/**
 * GET/PUT /api/church-settings, for administrators (other modules read the settings themselves);
 * GET (anyone)/PUT (admins) /api/processing-fees: the rates a donor covers; and /api/visit-info:
 * anyone reads it, the home page on every visit, so its answer is cached until an admin writes.
 */
const churchSettingsPlugin: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const settings = createChurchSettingsRepository(db);
  const { churchSettings } = churchSettingsTables;
  await app.register(async (readers) => {
    readers.readCache.cacheReads(readers, { tables: [churchSettings] });
    registerVisitInfoReadRoute(readers, settings);
  });
  await app.register(async (admins) => {
    admins.readCache.dropAfterWrites(admins, [churchSettings]);
    registerChurchSettingsRoutes(admins, settings, transactionRunner(db), app.auditLog);
    registerVisitInfoWriteRoute(admins, settings, transactionRunner(db), app.auditLog);
    registerProcessingFeesRoutes(admins, createProcessingFeesRepository(db), transactionRunner(db), app.auditLog);
  });
};

export { createChurchSettingsRepository, type ChurchSettingsRepository } from './church-settings.repository';
export { taxWordingLines } from './tax-wording';
export { createProcessingFeesRepository, type ProcessingFeesRepository } from './processing-fees.repository';

export const churchSettingsModule: ApiModule = {
  name: 'church-settings',
  needs: [],
  tables: churchSettingsTables,
  seeds: () => [demoChurchSettingsSeed, demoVisitInfoSeed],
  routes: (api) => api.register(churchSettingsPlugin),
};
export * from './church-settings.table';
