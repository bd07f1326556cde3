import { buildApp, loadAccountsConfig } from '@church/api';

export const LARGE_ROWS = 100_000;

/** PGlite and node-postgres both answer raw SQL with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What the growth probes ask for: the video whose comments were added. */
export interface LargeDatabase {
  videoId: number;
}

/** `n` minutes before now: every list is ordered newest first, and within the dashboard's year. */
const minutesAgo = "now() - n * interval '1 minute'";
const series = `generate_series(1, ${LARGE_ROWS}) as n`;

/**
 * Migrates and seeds the demo data into `dataDir`, then adds, in one set statement each (10-20 s
 * on PGlite at load 5 on 2 cores: the per-row triggers' work), LARGE_ROWS of: comments on the most commented demo video, posts, members, paid
 * gifts of one designation (every other one the demo member's), and prayer requests (every other
 * one the demo member's), one minute apart. The database's triggers record an activity for each
 * of these, so the dashboard's activities list grows by 5 × LARGE_ROWS.
 * Only the users table is analysed, before the gifts (see there); keeping statistics current is
 * otherwise the API's job.
 */
export async function fillLargeDatabase(dataDir: string): Promise<LargeDatabase> {
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
    const [member] = rowsOf<{ id: string }>(
      await db.execute(`select id from users where email = 'member@example.com'`),
    );
    if (!video || !user || !member) throw new Error('the demo seed made no video, no user or no demo member');
    const everyOther = (otherwise: string) => `case when n % 2 = 0 then '${member.id}'::uuid else ${otherwise} end`;
    await db.execute(
      `insert into comments (video_id, creator_id, text, created_at)
       select ${Number(video.id)}, '${user.id}', 'Comment number ' || n, ${minutesAgo}
       from ${series}`,
    );
    await db.execute(
      `insert into posts (heading, text, title_picture_url, created_at)
       select 'Weekly news ' || n, 'What happened in week ' || n || ' of our church''s history.',
              (select title_picture_url from posts order by id limit 1), ${minutesAgo}
       from ${series}`,
    );
    await db.execute(
      `insert into users (email, password_hash, first_name, last_name, phone_number, street_address, city, state_id,
                          zip_code, created_at)
       select 'bench.member' || n || '@example.com', 'x', 'Pat', 'Member ' || n, '+13165550100', '1 Main St',
              'Wichita', 17, '67202', ${minutesAgo}
       from ${series}`,
    );
    // Analysed first: the gifts' foreign key checks would otherwise keep the plan they made for a
    // table of eleven users, a scan of it per gift.
    await db.execute('vacuum analyze users');
    await db.execute(
      `insert into givings (user_id, kind, amount_cents, status, paid_at, donor_name, created_at)
       select ${everyOther('null')}, 'offline', 100 * (1 + n % 50), 'paid', ${minutesAgo}, 'Guest ' || n, ${minutesAgo}
       from ${series}`,
    );
    // A statement of its own: a designation copies its gift's member and payment time by trigger,
    // which would not see a gift inserted by the same statement.
    await db.execute(
      `insert into giving_details (giving_id, giving_type_id, amount_cents)
       select g.id, (select min(id) from giving_types), g.amount_cents
       from givings as g
       where not exists (select from giving_details as d where d.giving_id = g.id)`,
    );
    await db.execute(
      `insert into prayer_requests (creator_id, request_text, page, created_at, last_activity_at)
       select ${everyOther(`(select id from users where email = 'bench.member1@example.com')`)},
              'Please pray for request number ' || n, '/', ${minutesAgo}, ${minutesAgo}
       from ${series}`,
    );
    return { videoId: Number(video.id) };
  } finally {
    await app.close();
  }
}
