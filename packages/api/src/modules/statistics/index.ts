import type { FastifyPluginAsync } from 'fastify';
import { createStatisticsRepository } from './statistics.repository';
import { registerStatisticsRoutes } from './statistics.routes';
import { createStatisticsService } from './statistics.service';
import type { ApiModule } from '../api-module';

export interface StatisticsModuleOptions {
  /** CHURCH_TIME_ZONE: the zone whose days and months the charts count in. */
  timeZone: string;
  /** Today, for tests that need a fixed calendar. */
  now?: () => Date;
}

/** The dashboard's charts: members, gifts, prayer requests and comments per period. Admins only. */
const statisticsPlugin: FastifyPluginAsync<StatisticsModuleOptions> = async (app, options) => {
  const service = createStatisticsService({
    statistics: createStatisticsRepository(app.database.db),
    timeZone: options.timeZone,
    now: options.now ?? (() => new Date()),
  });
  registerStatisticsRoutes(app, service);
};

export const statisticsModule: ApiModule = {
  name: 'statistics',
  needs: ['comments', 'givings', 'prayer-requests', 'users'],
  routes: (api, { timeZone, now }) => api.register(statisticsPlugin, { timeZone, now }),
};
