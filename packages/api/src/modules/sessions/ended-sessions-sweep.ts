import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sweepKind } from '../../plugins/jobs';

/**
 * Hourly, one replica: a sign-in whose refresh tokens all expired or were revoked over a day ago
 * is deleted, its tokens and its device row. Nothing reads them then: a token presented again
 * is refused as unknown, as it was refused as expired. The day keeps a just-revoked token
 * recognisable as replayed while a thief might still try it.
 */
export async function scheduleEndedSessionsSweep(app: FastifyInstance): Promise<void> {
  await app.jobs.every('sweep-ended-sessions', '35 * * * *', sweepKind, async () => {
    const cutoff = sql`now() - interval '1 day'`;
    await app.database.db.execute(sql`
      delete from refresh_tokens t where not exists (
        select 1 from refresh_tokens family where family.family_id = t.family_id
          and ((family.revoked_at is null and family.expires_at > ${cutoff}) or family.revoked_at > ${cutoff}))`);
    // A device row is written with its first token; one a day old with no token left has ended.
    await app.database.db.execute(sql`
      delete from device_sessions d where d.created_at < ${cutoff}
        and not exists (select 1 from refresh_tokens t where t.family_id = d.id)`);
  });
}
