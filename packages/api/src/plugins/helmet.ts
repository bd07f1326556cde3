import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet's strict defaults on every response. The site plugin relaxes the Content-Security-
 * Policy for the shell's HTML only (it must load the remotes from their own origins).
 */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, { global: true });
  },
  { name: 'helmet' },
);
