import { ADMIN_ROLE } from '@church/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { createChurchSettingsRepository } from './church-settings.repository';
import { registerChurchSettingsRoutes } from './church-settings.routes';

/** GET/PUT /api/church-settings, for administrators; other modules read the settings themselves. */
export const churchSettingsModule: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole(ADMIN_ROLE));
  registerChurchSettingsRoutes(app, createChurchSettingsRepository(app.database.db));
};

export { createChurchSettingsRepository, type ChurchSettingsRepository } from './church-settings.repository';
export { demoChurchSettingsSeed } from './church-settings.seed';
