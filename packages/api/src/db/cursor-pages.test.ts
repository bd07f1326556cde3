import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { encodePageCursor, pageCursorMessage, type CursorPage } from '@church/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login } from '../../test/helper';

// A visitor paging by `after=nextCursor` must see exactly what numbered pages (`skip`) show:
// every item once, in order, also where items share their creation time (to the millisecond,
// or differing only in the microseconds a JS Date drops).
describeEachDatabase('cursor pages', (target) => {
  let app: FastifyInstance;
  let videoId: number;

  // Times shared by several rows, and two a microsecond apart.
  const times = [
    '2025-03-02 10:00:00+00',
    '2025-03-02 10:00:00+00',
    '2025-03-02 10:00:00+00',
    '2025-03-01 09:30:00.000002+00',
    '2025-03-01 09:30:00.000001+00',
    '2025-03-01 09:30:00.000001+00',
    '2025-02-28 08:00:00.5+00',
    '2025-02-28 08:00:00.5+00',
    '2025-02-27 07:00:00+00',
    '2025-02-27 07:00:00+00',
    '2025-02-27 07:00:00+00',
    '2025-02-27 07:00:00+00',
    '2025-02-26 06:00:00+00',
  ];
  const valuesOf = (row: (time: string, n: number) => ReturnType<typeof sql>) =>
    sql.join(
      times.map((time, n) => row(time, n)),
      sql`, `,
    );

  before(async () => {
    app = await buildTestApp(await target.fresh());
    const db = app.database.db;
    const [video] = (
      (await db.execute(sql`insert into videos (name, video_url) values ('Vespers', 'https://www.youtube.com/embed/v')
        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    videoId = video!.id;
    await db.execute(
      sql`insert into comments (video_id, creator_id, text, created_at) values ${valuesOf(
        (time, n) =>
          sql`(${videoId}, (select id from users order by email limit 1), ${`Comment ${n}`}, ${time}::timestamptz)`,
      )}`,
    );
    await db.execute(
      sql`insert into posts (heading, text, title_picture_url, created_at) values ${valuesOf(
        (time, n) => sql`(${`News ${n}`}, 'Text', '/api/files/x.webp', ${time}::timestamptz)`,
      )}`,
    );
    await db.execute(
      sql`insert into videos (name, video_url, created_at) values ${valuesOf(
        (time, n) => sql`(${`Clip ${n}`}, 'https://www.youtube.com/embed/c', ${time}::timestamptz)`,
      )}`,
    );
  });
  after(() => app.close());

  const get = async (url: string) => {
    const response = await app.inject({ url: `/api${url}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<CursorPage<{ id: number }>>();
  };
  const join = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

  /** Every id of the list, a page at a time by skip. */
  async function bySkip(url: string, take: number): Promise<number[]> {
    const ids: number[] = [];
    for (let skip = 0; ; skip += take) {
      const page = await get(join(url, `skip=${skip}&take=${take}`));
      ids.push(...page.entities.map((entity) => entity.id));
      if (skip + take >= page.count) return ids;
    }
  }

  /** Every id of the list, following each page's nextCursor. */
  async function byCursor(url: string, take: number): Promise<number[]> {
    const ids: number[] = [];
    let page = await get(join(url, `take=${take}`));
    for (;;) {
      ids.push(...page.entities.map((entity) => entity.id));
      if (!page.nextCursor) return ids;
      page = await get(join(url, `take=${take}&after=${page.nextCursor}`));
    }
  }

  const lists = () => [
    { name: "a video's comments", url: `/paginated-comments/${videoId}`, length: times.length },
    { name: 'posts', url: '/paginated-posts', length: times.length + 10 },
    { name: 'videos', url: '/paginated-videos', length: times.length + 13 },
  ];

  it('walks each list by cursor to the same items as by skip, none twice, none missed', async () => {
    for (const list of lists()) {
      for (const take of [1, 2, 5]) {
        const skipped = await bySkip(list.url, take);
        assert.equal(skipped.length, list.length, `${list.name} has ${list.length} items`);
        assert.deepEqual(await byCursor(list.url, take), skipped, `${list.name}, ${take} a page`);
      }
    }
  });

  it('counts skip from the cursor, and gives no cursor after the last page', async () => {
    for (const list of lists()) {
      const all = await bySkip(list.url, 50);
      const first = await get(join(list.url, 'take=3'));
      assert.equal(first.count, list.length);
      const later = await get(join(list.url, `take=4&skip=2&after=${first.nextCursor}`));
      assert.deepEqual(
        later.entities.map((entity) => entity.id),
        all.slice(5, 9),
      );
      const last = await get(join(list.url, `skip=${list.length - 2}&take=2`));
      assert.equal(last.entities.length, 2);
      assert.equal(last.nextCursor, undefined);
    }
  });

  it('refuses a cursor it did not hand out', async () => {
    const bad = [
      'not-a-cursor!',
      Buffer.from('[1,2]').toString('base64url'),
      encodePageCursor({ at: '2025-02-30T10:00:00.000000Z', id: 3 }),
      encodePageCursor({ at: '2025-03-02T10:00:00.000000Z', id: 2 ** 31 }),
      encodePageCursor({ at: '2025-03-02 10:00:00', id: 3 }),
    ];
    for (const list of lists()) {
      for (const cursor of bad) {
        const response = await app.inject({ url: `/api${list.url}?after=${encodeURIComponent(cursor)}` });
        assert.deepEqual([response.statusCode, response.json()], [400, { errors: [pageCursorMessage] }], cursor);
      }
    }
  });

  it('answers a cursor page from the read cache only until the list changes', async () => {
    const url = `/paginated-comments/${videoId}`;
    const first = await get(`${url}?take=3`);
    const later = `${url}?take=3&after=${first.nextCursor}`;
    const [shown] = (await get(later)).entities;
    assert.deepEqual((await get(later)).entities[0], shown);
    const admin = await login(app, demo.admin);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/comments/${shown?.id}`, headers: bearer(admin) });
    assert.equal(deleted.statusCode, 204);
    assert.notEqual((await get(later)).entities[0]?.id, shown?.id);
  });
});
