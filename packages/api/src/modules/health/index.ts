import type { FastifyPluginAsync } from 'fastify';
import { registerHealthRoutes } from './health.routes';

/** What load balancers, the launcher and uptime checks poll. */
export const healthModule: FastifyPluginAsync = async (app) => {
  registerHealthRoutes(app);
};
