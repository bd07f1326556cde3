import fp from 'fastify-plugin';
import { clientNetwork } from '../../lib/client-network';
import { createLimiter, tooManyRequests, type Limiter } from './limiter';
import type { WriteThrottle } from './write-throttles';

interface Counted {
  throttle: WriteThrottle;
  perUser?: Limiter;
  perAddress: Limiter;
}

/**
 * Counts every throttled write per person and per address before its handler runs (after
 * validation, so a refused body costs nothing), and answers 429 with Retry-After over a limit.
 * Registered before the routes, as one root hook: a new route is throttled by adding a line to
 * the table, not by remembering a hook.
 */
export const writeThrottlePlugin = fp<{ throttles: readonly WriteThrottle[] }>(
  async (app, { throttles }) => {
    const db = app.database.db;
    const byRoute = new Map<string, Counted>();
    for (const throttle of throttles) {
      const counted: Counted = {
        throttle,
        perAddress: createLimiter(db, `${throttle.name}-ip`, throttle.perAddress),
        ...(throttle.perUser ? { perUser: createLimiter(db, `${throttle.name}-user`, throttle.perUser) } : {}),
      };
      for (const route of throttle.routes) byRoute.set(route, counted);
    }

    app.addHook('preHandler', async (request) => {
      const counted = byRoute.get(`${request.method} ${request.routeOptions.url}`);
      if (!counted) return;
      const hits = [counted.perAddress.hit(clientNetwork(request.ip))];
      if (counted.perUser && request.user) hits.push(counted.perUser.hit(request.user.id));
      const refused = (await Promise.all(hits)).filter((hit) => !hit.allowed);
      if (refused.length > 0) {
        throw tooManyRequests(counted.throttle.message, Math.max(...refused.map((hit) => hit.retryAfter)));
      }
    });
  },
  { name: 'write-throttle', dependencies: ['db'] },
);
