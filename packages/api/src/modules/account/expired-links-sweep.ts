import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sweepKind } from '../../plugins/jobs';
import { accountTokens } from './account.table';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Hourly, one replica: mailed links (confirm, reset, sign-in) that expired over a day ago are deleted. */
export async function scheduleExpiredLinksSweep(app: FastifyInstance): Promise<void> {
  await app.jobs.every('sweep-expired-links', '45 * * * *', sweepKind, async () => {
    await app.database.db.delete(accountTokens).where(lt(accountTokens.expiresAt, new Date(Date.now() - DAY_MS)));
  });
}
