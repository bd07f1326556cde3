import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { createMessagesRepository } from './messages.repository';
import { registerMessageRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';
import { registerPrayerEventsRoute } from './prayer-requests.events';
import { createPrayerEvents } from './prayer-requests.live';
import { createPrayerRequestsRepository } from './prayer-requests.repository';
import { registerAllPrayerRequestsRoute, registerPrayerRequestRoutes } from './prayer-requests.routes';
import { createPrayerRequestsService } from './prayer-requests.service';
import type { ApiModule } from '../api-module';
import * as prayerRequestsTables from './prayer-requests.table';
import * as messagesTables from './messages.table';
import { demoPrayerRequestsSeed } from './prayer-requests.seed';

export interface PrayerRequestsModuleOptions {
  /** Where the site is reached; the answer e-mail links to its prayer requests page. */
  publicUrl: string;
}

/**
 * Prayer requests and their threads between the requester and the ministry (admins), delivered
 * live. Depends on users, mail (`app.mailer`) and live (`app.live`).
 */
const prayerRequestsPlugin: FastifyPluginAsync<PrayerRequestsModuleOptions> = async (app, options) => {
  const db = app.database.db;
  const requests = createPrayerRequestsRepository(db);
  const events = createPrayerEvents(app.live);
  const service = createPrayerRequestsService({ requests, events });
  const messages = createMessagesService({
    messages: createMessagesRepository(db),
    requests,
    events,
    mailer: app.mailer,
    inTransaction: transactionRunner(db),
    publicUrl: options.publicUrl,
  });

  registerPrayerEventsRoute(app);
  await app.register(async (signedIn) => {
    registerPrayerRequestRoutes(signedIn, service);
    registerMessageRoutes(signedIn, messages);
  });
  await app.register(async (admins) => {
    registerAllPrayerRequestsRoute(admins, service);
  });
};

export const prayerRequestsModule: ApiModule = {
  name: 'prayer-requests',
  needs: ['mail', 'users'],
  tables: { ...prayerRequestsTables, ...messagesTables },
  seeds: () => [demoPrayerRequestsSeed],
  routes: (api, { accounts }) => api.register(prayerRequestsPlugin, { publicUrl: accounts.publicUrl }),
};
export * from './messages.table';
export * from './prayer-requests.table';
