import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's strict defaults on every response. The site plugin relaxes the Content-Security-
 * Policy for the shell's HTML only (it must load the remotes from their own origins).
 * The middleware is made once: @fastify/helmet made it anew for every request, parsing the
 * policy's directives each time, a sixth of what a cached read costs (decision 0044).
 */
export const helmetPlugin = fp(
  async (app) => {
    const setSecurityHeaders = helmet();
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'helmet' },
);
