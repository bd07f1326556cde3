import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodePageCursor, type CommentList, type CursorPageQuery, type PostList, type Video } from '@church/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  buildTestApp,
  callApi,
  databaseTargets,
  demo,
  describeEachDatabase,
  login,
  planOf,
  type TestSession,
} from '../../test/helper';
import { commentList } from '../modules/comments/comments.repository';
import { postList } from '../modules/posts/posts.repository';
import { keysetPageKeys, type KeysetList } from './paginate';

// Totals of long lists are kept by the database (migration 0018), not counted per page: they
// must follow every write, cascades included.
describeEachDatabase('totals of long lists', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  const call = (method: InjectOptions['method'], url: string, session?: TestSession, payload?: object) =>
    callApi(app, method, url, session, payload);
  const countOf = async (url: string, session?: TestSession) =>
    (await call('GET', url, session)).json<{ count: number }>().count;

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member] = await Promise.all([login(app, demo.admin), login(app, demo.member)]);
  });
  after(() => app.close());

  it('counts posts as they are written and deleted', async () => {
    const before = (await call('GET', '/paginated-posts')).json<PostList>();
    assert.equal(before.count, 10);
    const created = await call('POST', '/posts', admin, {
      heading: 'Choir rehearsal moves',
      text: 'Thursdays at seven from now on.',
      titlePictureUrl: '/api/files/00000000-0000-4000-a000-000000000000.webp',
      rowPosition: null,
      postItems: [],
    });
    assert.equal(await countOf('/paginated-posts'), 11);
    await call('DELETE', `/posts/${created.json<{ id: number }>().id}`, admin);
    assert.equal(await countOf('/paginated-posts'), 10);
  });

  it('counts videos as they are uploaded and deleted, also bulk inserts', async () => {
    const before = await countOf('/paginated-videos');
    assert.equal(before, 12, 'the demo videos were counted when the total was first kept');
    const video = (
      await call('POST', '/videos', admin, { name: 'Evensong', videoUrl: 'https://www.youtube.com/embed/evensong' })
    ).json<Video>();
    assert.equal(await countOf('/paginated-videos'), before + 1);
    // One statement, three rows (a query string not read before: the read cache has no answer for it).
    await app.database.db.execute(sql`
      insert into videos (name, video_url) select 'Archive ' || n, 'https://www.youtube.com/embed/a' || n
      from generate_series(1, 3) as n`);
    assert.equal(await countOf('/paginated-videos?skip=2&take=2'), before + 4);

    await call('DELETE', `/videos/${video.id}`, admin);
    await app.database.db.execute(sql`delete from videos where name like 'Archive %'`);
    assert.equal(await countOf('/paginated-videos'), before);
  });

  it("counts a video's comments and all comments, also when the video goes with its comments", async () => {
    const video = (
      await call('POST', '/videos', admin, { name: 'Vespers', videoUrl: 'https://www.youtube.com/embed/abc' })
    ).json<Video>();
    const all = await countOf('/paginated-comments-all', admin);
    for (const text of ['Amen', 'Beautiful singing', 'Thank you'])
      await call('POST', '/comments', member, { videoId: video.id, text });
    const page = (await call('GET', `/paginated-comments/${video.id}?skip=2&take=5`)).json<CommentList>();
    assert.equal(page.count, 3);
    assert.deepEqual(
      page.entities.map((comment) => comment.text),
      ['Amen'],
    );
    assert.equal(await countOf('/paginated-comments-all', admin), all + 3);

    await call('DELETE', `/comments/${page.entities[0]?.id}`, member);
    assert.equal(await countOf(`/paginated-comments/${video.id}`), 2);
    await call('DELETE', `/videos/${video.id}`, admin);
    assert.equal(await countOf('/paginated-comments-all', admin), all);
  });
});

// The deep pages of the long lists skip their offset inside the list's index (no sort, no row
// read before the page), and a page after a cursor seeks straight to it in that index. Only
// PostgreSQL's planner is asserted: PGlite is the same planner but is not where a large church runs.
const postgres = databaseTargets().find((target) => target.name === 'postgres');
describe('deep pages of long lists [postgres]', { skip: !postgres }, () => {
  let app: FastifyInstance;
  let videoId: number;

  before(async () => {
    app = await buildTestApp(await postgres!.fresh());
    const db = app.database.db;
    const {
      rows: [video],
    } = (await db.execute(sql`select min(id) as id from videos`)) as unknown as { rows: { id: number }[] };
    videoId = video!.id;
    await db.execute(sql`
      insert into comments (video_id, creator_id, text, created_at)
      select ${videoId}, (select id from users order by email limit 1), 'Comment ' || n, now() - n * interval '1 minute'
      from generate_series(1, 100000) as n`);
    await db.execute(sql`
      insert into posts (heading, text, title_picture_url, created_at)
      select 'News ' || n, 'Week ' || n, '/api/files/x.webp', now() - n * interval '1 minute'
      from generate_series(1, 100000) as n`);
    await db.execute(sql`vacuum analyze comments`);
    await db.execute(sql`vacuum analyze posts`);
  });
  after(() => app.close());

  const keysOf = (list: KeysetList, page: CursorPageQuery) => planOf(app, keysetPageKeys(app.database.db, list, page));

  /** The cursor the API hands out with the page ending at item 90,000 of `url`. */
  async function cursorAt90000(url: string) {
    const page = (await app.inject({ url: `/api${url}?skip=89995&take=5` })).json<{ nextCursor?: string }>();
    const cursor = page.nextCursor && decodePageCursor(page.nextCursor);
    assert.ok(cursor, `${url} hands out a cursor`);
    return cursor;
  }

  it("walks a video's comments in their index to a deep page", async () => {
    const explained = await keysOf(commentList(videoId), { skip: 90_000, take: 5 });
    assert.match(explained, /Index Only Scan Backward using comments_video_id_created_at_id_idx/);
    assert.doesNotMatch(explained, /Sort/);
  });

  it('walks all comments and the posts in their indexes to a deep page', async () => {
    const comments = await keysOf(commentList(undefined), { skip: 90_000, take: 5 });
    assert.match(comments, /Index Only Scan Backward using comments_created_at_id_idx/);
    const posts = await keysOf(postList, { skip: 90_000, take: 6 });
    assert.match(posts, /Index Only Scan Backward using posts_created_at_id_idx/);
    assert.doesNotMatch(`${comments}\n${posts}`, /Sort/);
  });

  it("reads a numbered page near a list's end from the end, in the index alone", async () => {
    // The page at item 90,000 of a list of 100,000 (and the demo's few): the 10,000 entries from
    // the oldest item to the page's last are read in an index-only scan walking the list's order
    // backward (newest first reversed: forward), no heap fetch, instead of 90,000 from the newest.
    const totalOf = async (url: string) =>
      (await app.inject({ url: `/api${url}?take=1` })).json<{ count: number }>().count;
    for (const [list, url, index, take] of [
      [commentList(videoId), `/paginated-comments/${videoId}`, 'comments_video_id_created_at_id_idx', 5],
      [postList, '/paginated-posts', 'posts_created_at_id_idx', 6],
    ] as const) {
      const total = await totalOf(url);
      const keys = keysetPageKeys(app.database.db, list, { skip: total - 10_000, take }, total);
      const explained = await planOf(app, keys, { analyze: true });
      assert.match(explained, new RegExp(`Index Only Scan using ${index} .*\\(actual rows=10000 `), explained);
      assert.match(explained, /Heap Fetches: 0/, explained);
      assert.doesNotMatch(explained, /Sort/, explained);
    }
  });

  it('seeks a page after a deep cursor in the index, without stepping over the rows before it', async () => {
    const comments = await keysOf(commentList(videoId), {
      skip: 0,
      take: 5,
      after: await cursorAt90000(`/paginated-comments/${videoId}`),
    });
    assert.match(comments, /Index Only Scan Backward using comments_video_id_created_at_id_idx/);
    assert.match(comments, /Index Cond: \(\(video_id = \d+\) AND \(ROW\(created_at, id\) < ROW\(/);
    const posts = await keysOf(postList, { skip: 0, take: 6, after: await cursorAt90000('/paginated-posts') });
    assert.match(posts, /Index Only Scan Backward using posts_created_at_id_idx/);
    assert.match(posts, /Index Cond: \(ROW\(created_at, id\) < ROW\(/);
    assert.doesNotMatch(`${comments}\n${posts}`, /Sort/);
  });
});
