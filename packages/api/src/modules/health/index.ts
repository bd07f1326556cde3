import type { FastifyPluginAsync } from 'fastify';
import { registerHealthRoutes } from './health.routes';
import type { ApiModule } from '../api-module';

/** What load balancers, the launcher and uptime checks poll. */
const healthPlugin: FastifyPluginAsync = async (app) => {
  registerHealthRoutes(app);
};

export const healthModule: ApiModule = {
  name: 'health',
  needs: [],
  routes: (api) => api.register(healthPlugin),
};
