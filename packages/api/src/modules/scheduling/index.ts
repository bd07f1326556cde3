import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import type { ApiModule } from '../api-module';
import { createAnswerLinks } from './answer-links';
import { createSchedulingRepository } from './scheduling.repository';
import { registerAnswerRoutes, registerPlanScheduleRoutes, registerTeamRoutes } from './scheduling.routes';
import { demoTeamsSeed } from './scheduling.seed';
import { createSchedulingService } from './scheduling.service';
import * as schedulingTables from './scheduling.table';

interface SchedulingOptions {
  secret: Buffer;
  publicUrl: string;
  timeZone: string;
  now: () => Date;
}

/** Volunteer scheduling (issue 33, decision 0078-volunteer-scheduling). */
const schedulingPlugin: FastifyPluginAsync<SchedulingOptions> = async (app, { secret, publicUrl, timeZone, now }) => {
  const db = app.database.db;
  const service = createSchedulingService({
    repository: createSchedulingRepository(db),
    transaction: transactionRunner(db),
    mailer: app.mailer,
    links: createAnswerLinks(secret, now),
    publicUrl,
    timeZone,
    now,
  });
  registerTeamRoutes(app, service);
  registerPlanScheduleRoutes(app, service);
  registerAnswerRoutes(app, service);
};

export const schedulingModule: ApiModule = {
  name: 'scheduling',
  needs: ['mail', 'users', 'service-types'],
  tables: schedulingTables,
  seeds: () => [demoTeamsSeed],
  routes: (api, { secret, accounts, timeZone, now }) =>
    api.register(schedulingPlugin, {
      secret,
      publicUrl: accounts.publicUrl,
      timeZone,
      now: now ?? (() => new Date()),
    }),
};
export * from './scheduling.table';
