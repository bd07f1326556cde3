import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { admits, type Access } from '../lib/permissions';
import { currentUser, FORBIDDEN } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (src/lib/permissions.ts); every route declares it. */
    access?: Access;
    /** An event stream: the access token may come as `?accessToken=` (EventSource sends no headers). */
    tokenInQuery?: boolean;
  }
  interface FastifyInstance {
    /** Every registered route's declared access, by 'METHOD /url': read by the authorization test. */
    accessTable: ReadonlyMap<string, Access>;
  }
}

/**
 * One place that enforces each route's declared access, from the declaration itself: a route
 * registered without `config.access` stops the start (`ready()` fails), so no route can forget
 * it, and the access table is whatever the routes declared. Its hook runs before every route's
 * own hooks, so a 401/403 comes before validation, rate limits and cached answers (which read
 * `request.user`). Register before any route (the API docs' routes included).
 */
export const routeAccessPlugin = fp(
  async (app) => {
    const table = new Map<string, Access>();
    app.decorate('accessTable', table);

    // Checked once every route is in: a plugin's own onRoute hook may still declare them.
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    app.addHook('onReady', async () => {
      for (const route of routes) {
        const access = route.config?.access;
        const methods = [route.method].flat();
        if (access === undefined) {
          throw new Error(`${methods.join(',')} ${route.url} declares no access: add access to its route options`);
        }
        for (const method of methods) table.set(`${method} ${route.url}`, access);
      }
    });

    // A callback hook: a public route, most of the traffic, passes without a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      // The not-found handler is no route: it answers 404 (or the shell's page) to anyone.
      if (request.is404) return done();
      const { access, tokenInQuery } = request.routeOptions.config;
      if (access === undefined)
        return done(new Error(`${request.method} ${request.routeOptions.url} declares no access`));
      if (access === 'public') return done();
      app
        .authenticate(request, { tokenInQuery })
        .then(() => {
          if (!admits(currentUser(request), access)) throw new HttpError(403, [FORBIDDEN]);
        })
        .then(() => done(), done);
    });
  },
  { name: 'route-access' },
);

/**
 * Declares `access` for the routes a third-party plugin registers in `context` (the API docs,
 * the shell's static files), whose route options we do not write.
 */
export function declareAccessOfPluginRoutes(context: FastifyInstance, access: Access): void {
  context.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}
