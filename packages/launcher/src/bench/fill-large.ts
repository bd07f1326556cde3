import { buildApp, loadAccountsConfig } from '@church/api';

export const LARGE_ROWS = 100_000;

/** PGlite and node-postgres both answer raw SQL with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Migrates and seeds the demo data into `dataDir`, then adds LARGE_ROWS comments on the most
 * commented demo video and LARGE_ROWS posts, one minute apart, in two statements (a few seconds on PGlite).
 * Nothing is analysed or vacuumed here: keeping statistics current is the API's job.
 */
export async function fillLargeDatabase(dataDir: string): Promise<{ videoId: number }> {
  // Demo passwords hashed cheaply: the bench signs in once, and the seed is not what is measured.
  const app = await buildApp({ dataDir, logger: false, accounts: { ...loadAccountsConfig(), passwordHashCost: 10 } });
  await app.ready();
  try {
    const db = app.database.db;
    const [video] = rowsOf<{ id: number }>(
      await db.execute(
        'select video_id as id from comments group by video_id order by count(*) desc, video_id limit 1',
      ),
    );
    const [user] = rowsOf<{ id: string }>(await db.execute('select id from users order by email limit 1'));
    if (!video || !user) throw new Error('the demo seed made no video or no user');
    await db.execute(
      `insert into comments (video_id, creator_id, text, created_at)
       select ${Number(video.id)}, '${user.id}', 'Comment number ' || n, now() - n * interval '1 minute'
       from generate_series(1, ${LARGE_ROWS}) as n`,
    );
    await db.execute(
      `insert into posts (heading, text, title_picture_url, created_at)
       select 'Weekly news ' || n, 'What happened in week ' || n || ' of our church''s history.',
              (select title_picture_url from posts order by id limit 1), now() - n * interval '1 minute'
       from generate_series(1, ${LARGE_ROWS}) as n`,
    );
    return { videoId: Number(video.id) };
  } finally {
    await app.close();
  }
}
