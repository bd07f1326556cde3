import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import type { SessionFact } from '../account';
import type { ApiModule } from '../api-module';
import { createAnswerLinks, createOfferLinks } from './answer-links';
import { createAvailabilityRepository } from './availability.repository';
import {
  registerMyAvailabilityRoutes,
  registerScheduleFeedRoute,
  registerSchedulerAvailabilityRoutes,
} from './availability.routes';
import { createAvailabilityService } from './availability.service';
import { createHouseholdsRepository } from './households.repository';
import { registerHouseholdRoutes } from './households.routes';
import { createGridRepository } from './grid.repository';
import { registerGridRoutes } from './grid.routes';
import { createGridService } from './grid.service';
import { workReminders } from './reminders';
import { createSchedulingRepository } from './scheduling.repository';
import { registerAnswerRoutes, registerPlanScheduleRoutes, registerTeamRoutes } from './scheduling.routes';
import { createDemoSundaySeed, demoTeamsSeed } from './scheduling.seed';
import { createSchedulingService } from './scheduling.service';
import * as schedulingTables from './scheduling.table';
import { createSwapsRepository } from './swaps.repository';
import { registerSwapRoutes } from './swaps.routes';
import { createSwapsService } from './swaps.service';

interface SchedulingOptions {
  secret: Buffer;
  publicUrl: string;
  timeZone: string;
  now: () => Date;
}

/** Volunteer scheduling (issue 33, decisions 0078-volunteer-scheduling, 0082-blockouts-reminders-feed and 0091-swaps-and-sign-up). */
const schedulingPlugin: FastifyPluginAsync<SchedulingOptions> = async (app, { secret, publicUrl, timeZone, now }) => {
  const db = app.database.db;
  const repository = createSchedulingRepository(db);
  const availabilityRepository = createAvailabilityRepository(db);
  const transaction = transactionRunner(db);
  const households = createHouseholdsRepository(db);
  const availability = createAvailabilityService({
    availability: availabilityRepository,
    scheduling: repository,
    households,
    publicUrl,
    timeZone,
    now,
  });
  const links = createAnswerLinks(secret, now);
  const swaps = createSwapsService({
    scheduling: repository,
    swaps: createSwapsRepository(db),
    availability,
    transaction,
    mailer: app.mailer,
    links,
    offerLinks: createOfferLinks(secret, now),
    publicUrl,
    timeZone,
    now,
  });
  const service = createSchedulingService({
    repository,
    transaction,
    mailer: app.mailer,
    links,
    availability,
    swaps,
    publicUrl,
    timeZone,
    now,
  });
  registerTeamRoutes(app, service);
  registerPlanScheduleRoutes(app, service);
  registerAnswerRoutes(app, service);
  registerSwapRoutes(app, service, swaps);
  registerMyAvailabilityRoutes(app, availability);
  registerSchedulerAvailabilityRoutes(app, availability);
  registerScheduleFeedRoute(app, availability);
  registerHouseholdRoutes(app, { households, scheduling: repository, transaction });
  registerGridRoutes(
    app,
    createGridService({
      repository: createGridRepository(db),
      autoFillPlans: availability.autoFillPlans,
      timeZone,
      now,
    }),
  );
  // My Schedule is in the menu of members on a team: the session says so (read at each refresh).
  const onTeam: SessionFact = async (userId) => ({ onTeam: await repository.isOnTeam(userId) });
  app.sessionFacts.add(onTeam);
  const stopLooking = await workReminders({
    jobs: app.jobs,
    scheduling: repository,
    availability: availabilityRepository,
    transaction,
    mailer: app.mailer,
    publicUrl,
    timeZone,
    now,
    log: app.log,
  });
  app.addHook('onClose', async () => stopLooking());
};

export const schedulingModule: ApiModule = {
  name: 'scheduling',
  needs: ['mail', 'users', 'service-types', 'roles'],
  tables: schedulingTables,
  seeds: ({ timeZone, now }) => [demoTeamsSeed, createDemoSundaySeed(timeZone, now)],
  routes: (api, { secret, accounts, timeZone, now }) =>
    api.register(schedulingPlugin, {
      secret,
      publicUrl: accounts.publicUrl,
      timeZone,
      now: now ?? (() => new Date()),
    }),
};
export * from './scheduling.table';
export { SCHEDULE_REMINDERS_JOB } from './reminders';
