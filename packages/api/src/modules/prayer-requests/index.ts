import type { FastifyPluginAsync } from 'fastify';
import { createPrayerRequestsRepository } from './prayer-requests.repository';
import { registerPrayerRequestRoutes } from './prayer-requests.routes';
import { createPrayerRequestsService } from './prayer-requests.service';

/** Prayer requests from members. Listing them and their messages comes with the account area. */
export const prayerRequestsModule: FastifyPluginAsync = async (app) => {
  const service = createPrayerRequestsService(createPrayerRequestsRepository(app.database.db));
  await app.register(async (members) => {
    members.addHook('onRequest', members.authenticate);
    registerPrayerRequestRoutes(members, service);
  });
};
