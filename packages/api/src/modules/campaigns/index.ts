import type { FastifyPluginAsync } from 'fastify';
import { createGivingTypesRepository } from '../giving-types';
import type { ApiModule } from '../api-module';
import { createCampaignsRepository } from './campaigns.repository';
import { registerCampaignPageRoutes, registerCampaignsManagementRoutes } from './campaigns.routes';
import { demoCampaignSeed } from './campaigns.seed';
import { createCampaignsService } from './campaigns.service';
import * as campaignsTables from './campaigns.table';

/** Pledge campaigns: managed with the Givings action, a public page, members' pledges (issue 32). */
const campaignsPlugin: FastifyPluginAsync<{ timeZone: string; now?: () => Date }> = async (app, options) => {
  const db = app.database.db;
  const service = createCampaignsService({
    campaigns: createCampaignsRepository(db, options.timeZone),
    givingTypes: createGivingTypesRepository(db),
    audit: app.auditLog,
    timeZone: options.timeZone,
    now: options.now,
  });
  registerCampaignPageRoutes(app, service);
  registerCampaignsManagementRoutes(app, service);
};

export const campaignsModule: ApiModule = {
  name: 'campaigns',
  needs: ['giving-types', 'givings', 'users'],
  tables: campaignsTables,
  seeds: ({ timeZone }) => [demoCampaignSeed(timeZone)],
  routes: (api, { timeZone, now }) => api.register(campaignsPlugin, { timeZone, now }),
};
export * from './campaigns.table';
