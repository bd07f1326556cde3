import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { createChurchSettingsRepository } from './church-settings.repository';
import { registerChurchSettingsRoutes } from './church-settings.routes';
import { createProcessingFeesRepository } from './processing-fees.repository';
import { registerProcessingFeesRoutes } from './processing-fees.routes';
import type { ApiModule } from '../api-module';
import * as churchSettingsTables from './church-settings.table';
import { demoChurchSettingsSeed } from './church-settings.seed';

/**
 * GET/PUT /api/church-settings, for administrators; other modules read the settings themselves.
 * GET (anyone)/PUT (admins) /api/processing-fees: the rates a donor covers.
 */
const churchSettingsPlugin: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  registerChurchSettingsRoutes(app, createChurchSettingsRepository(db), transactionRunner(db), app.auditLog);
  registerProcessingFeesRoutes(app, createProcessingFeesRepository(db), transactionRunner(db), app.auditLog);
};

export { createChurchSettingsRepository, type ChurchSettingsRepository } from './church-settings.repository';
export { createProcessingFeesRepository, type ProcessingFeesRepository } from './processing-fees.repository';

export const churchSettingsModule: ApiModule = {
  name: 'church-settings',
  needs: [],
  tables: churchSettingsTables,
  seeds: () => [demoChurchSettingsSeed],
  routes: (api) => api.register(churchSettingsPlugin),
};
export * from './church-settings.table';
