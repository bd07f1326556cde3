import type { FastifyPluginAsync } from 'fastify';
import { createActivitiesRepository } from './activities.repository';
import { registerActivitiesRoutes } from './activities.routes';
import { createActivitiesService } from './activities.service';
import type { ApiModule } from '../api-module';
import * as activitiesTables from './activities.table';

export interface ActivitiesModuleOptions {
  /** CHURCH_TIME_ZONE: where a period's days begin. */
  timeZone: string;
  /** Today, for tests that need a fixed calendar. */
  now?: () => Date;
}

/**
 * Recent activities for the dashboard. Admins only. The rows are written by database triggers
 * as the other domains change (decision 0037): this module only reads and removes them.
 */
const activitiesPlugin: FastifyPluginAsync<ActivitiesModuleOptions> = async (app, options) => {
  const service = createActivitiesService({
    activities: createActivitiesRepository(app.database.db),
    timeZone: options.timeZone,
    now: options.now ?? (() => new Date()),
  });
  registerActivitiesRoutes(app, service);
};

export const activitiesModule: ApiModule = {
  name: 'activities',
  needs: ['comments', 'events', 'givings', 'posts', 'prayer-requests', 'users', 'videos'],
  tables: activitiesTables,
  routes: (api, { timeZone, now }) => api.register(activitiesPlugin, { timeZone, now }),
};
export * from './activities.table';
