import type { FastifyPluginAsync } from 'fastify';
import { createLimiter } from '../throttles';
import { registerClientErrorsRoutes } from './client-errors.routes';
import type { ApiModule } from '../api-module';

/** Per client address: enough for a page full of failing remotes, not for a loop. */
export const CLIENT_ERRORS_PER_MINUTE = 30;

/** Front-end failures reported by browsers, written to the server log for operators. */
const clientErrorsPlugin: FastifyPluginAsync = async (app) => {
  registerClientErrorsRoutes(
    app,
    createLimiter(app.database.db, 'client-errors', { points: CLIENT_ERRORS_PER_MINUTE, windowSeconds: 60 }),
  );
};

export const clientErrorsModule: ApiModule = {
  name: 'client-errors',
  needs: ['throttles'],
  routes: (api) => api.register(clientErrorsPlugin),
};
