import { lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { loggableError } from '../../lib/loggable-error';
import { rateLimits } from './rate-limits.table';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes counters whose window ended over an hour ago, hourly, so the table holds only the
 * addresses and people seen lately. One sweep for all limits (each limit's own timer is off).
 */
export const expiredLimitsSweep = fp(
  async (app) => {
    const sweep = async () => {
      try {
        await app.database.db.delete(rateLimits).where(lt(rateLimits.expire, new Date(Date.now() - HOUR_MS)));
      } catch (error) {
        app.log.warn({ err: loggableError(error) }, 'could not delete expired rate limits');
      }
    };
    const timer = setInterval(() => void sweep(), HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'expired-limits-sweep', dependencies: ['db'] },
);
