import { lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { sweepKind } from '../../plugins/jobs';
import { rateLimits } from './rate-limits.table';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes counters whose window ended over an hour ago, hourly, so the table holds only the
 * addresses and people seen lately. One sweep for all limits (each limit's own timer is off),
 * a scheduled job so that several replicas run it once.
 */
export const expiredLimitsSweep = fp(
  async (app) => {
    await app.jobs.every('sweep-expired-limits', '5 * * * *', sweepKind, async () => {
      await app.database.db.delete(rateLimits).where(lt(rateLimits.expire, new Date(Date.now() - HOUR_MS)));
    });
  },
  { name: 'expired-limits-sweep', dependencies: ['db', 'jobs'] },
);
