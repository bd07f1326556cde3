import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { createAuditLog } from '../audit';
import { createChurchSettingsRepository } from './church-settings.repository';
import { registerChurchSettingsRoutes } from './church-settings.routes';

/** GET/PUT /api/church-settings, for administrators; other modules read the settings themselves. */
export const churchSettingsModule: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  registerChurchSettingsRoutes(app, createChurchSettingsRepository(db), transactionRunner(db), createAuditLog(db));
};

export { createChurchSettingsRepository, type ChurchSettingsRepository } from './church-settings.repository';
export { demoChurchSettingsSeed } from './church-settings.seed';
export { churchSettings } from './church-settings.table';
