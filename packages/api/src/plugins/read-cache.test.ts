import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type {
  Comment,
  CommentList,
  CurrentUser,
  EventList,
  Post,
  PostList,
  PostSummary,
  Video,
} from '@church/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  bearer,
  buildTestApp,
  databaseTargets,
  demo,
  describeEachDatabase,
  login,
  type TestSession,
} from '../../test/helper';

const newPost = (heading: string, rowPosition: 1 | 2 | 3 | null = null) => ({
  heading,
  text: 'Bring gently used coats to the lobby.',
  titlePictureUrl: '/api/files/00000000-0000-4000-a000-000000000000.webp',
  rowPosition,
  postItems: [{ orderNumber: 1, pictureUrl: null, text: 'Sizes for all ages.' }],
});

const inject = (
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  session?: TestSession,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api${url}`,
    ...(session ? { headers: bearer(session) } : {}),
    ...(payload ? { payload } : {}),
  });

// Public reads are answered from memory (decision 0044); these are the reads a visitor makes
// right after an admin's change, which must show it.
describeEachDatabase('public reads after writes', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  const call = (method: InjectOptions['method'], url: string, session?: TestSession, payload?: object) =>
    inject(app, method, url, session, payload);

  before(async () => {
    app = await buildTestApp(await target.fresh());
    admin = await login(app, demo.admin);
  });
  after(() => app.close());

  it('shows a video taken off the home page on the next read of the home videos', async () => {
    const home = (await call('GET', '/videos/home')).json<Video[]>();
    assert.deepEqual((await call('GET', '/videos/home')).json<Video[]>(), home);
    const [first] = home;
    assert.ok(first);
    assert.equal((await call('PUT', `/videos/toggle-home-visibility/${first.id}`, admin)).statusCode, 200);
    const after = (await call('GET', '/videos/home')).json<Video[]>();
    assert.ok(!after.some((video) => video.id === first.id));
    assert.equal((await call('GET', `/videos/${first.id}`)).json<Video>().isOnHomePage, false);
  });

  it('shows an edited, a highlighted and a deleted post on the next reads', async () => {
    const page = () => call('GET', '/paginated-posts?skip=0&take=3').then((response) => response.json<PostList>());
    const highlighted = () => call('GET', '/posts/highlighted').then((response) => response.json<PostSummary[]>());
    const before = await page();
    await highlighted();

    const created = (await call('POST', '/posts', admin, newPost('Coat drive', 2))).json<Post>();
    assert.equal((await page()).count, before.count + 1);
    assert.equal((await page()).entities[0]?.id, created.id);
    assert.equal((await highlighted()).find((post) => post.rowPosition === 2)?.id, created.id);
    assert.equal((await call('GET', `/posts/${created.id}`)).json<Post>().heading, 'Coat drive');

    await call('PUT', `/posts/${created.id}`, admin, newPost('Coat and boot drive', 2));
    assert.equal((await call('GET', `/posts/${created.id}`)).json<Post>().heading, 'Coat and boot drive');
    assert.equal((await page()).entities[0]?.heading, 'Coat and boot drive');

    await call('DELETE', `/posts/${created.id}`, admin);
    assert.equal((await call('GET', `/posts/${created.id}`)).statusCode, 404);
    const afterDelete = await page();
    assert.equal(afterDelete.count, before.count);
    assert.deepEqual(
      afterDelete.entities.map((post) => post.id),
      before.entities.map((post) => post.id),
    );
    // Row 2 went to the new post and stays empty after it is gone.
    assert.ok(!(await highlighted()).some((post) => post.rowPosition === 2));
  });

  it('lists a new public event among the upcoming ones at once, and drops it once it has started', async () => {
    const upcoming = () =>
      call('GET', '/events/upcoming?skip=0&take=50').then((response) => response.json<EventList>());
    const before = await upcoming();
    const start = new Date(Date.now() + 1500);
    const created = await call('POST', '/events', admin, {
      title: 'Prayer walk',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    assert.equal(created.statusCode, 201);
    const listed = await upcoming();
    assert.equal(listed.count, before.count + 1);
    assert.equal(listed.entities[0]?.title, 'Prayer walk');

    // Nobody writes anything when it starts: the list moves on by the clock alone.
    await new Promise((resolve) => setTimeout(resolve, start.getTime() - Date.now() + 50));
    assert.deepEqual(await upcoming(), before);
  });

  it('answers an unchanged read with 304 to a browser that has it, and a changed one in full', async () => {
    const first = await call('GET', '/paginated-videos?skip=0&take=6');
    const etag = first.headers.etag;
    assert.equal(typeof etag, 'string');
    assert.equal(first.headers['cache-control'], 'no-cache');
    const again = await app.inject({ url: '/api/paginated-videos?skip=0&take=6', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    // A browser keeps the headers a 304 brings with the answer it has: the data's policy, not a page's.
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'cache-control',
      'vary',
    ])
      assert.equal(again.headers[name], first.headers[name], name);
    assert.equal(again.headers['cross-origin-opener-policy'], undefined, 'no policies for pages on data');

    const [video] = first.json<{ entities: Video[] }>().entities;
    await call('PUT', `/videos/toggle-home-visibility/${video?.id}`, admin);
    const changed = await app.inject({
      url: '/api/paginated-videos?skip=0&take=6',
      headers: { 'if-none-match': etag },
    });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, etag);
  });

  it('sends a known answer with the headers of the first, security headers included, and its own request id', async () => {
    const url = '/api/posts/highlighted';
    // A write first, so the first read below is computed and the second one known.
    assert.equal((await call('POST', '/posts', admin, newPost('Harvest supper', 1))).statusCode, 201);
    const [first, known] = [await app.inject({ url }), await app.inject({ url })];
    const comparable = (headers: Record<string, unknown>) => {
      const { date: _date, 'x-request-id': _id, ...rest } = headers;
      return rest;
    };
    assert.deepEqual(comparable(known.headers), comparable(first.headers));
    assert.equal(known.headers['x-content-type-options'], 'nosniff');
    assert.equal(known.headers['content-length'], String(known.rawPayload.length));
    assert.match(String(known.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    assert.notEqual(known.headers['x-request-id'], first.headers['x-request-id']);
    assert.equal(known.body, first.body);
  });

  it('sends each browser the answer in the encoding it accepts, the new answer after a write', async () => {
    const url = '/api/paginated-videos?skip=0&take=12';
    const read = (acceptEncoding?: string) =>
      app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const decoded = (response: Awaited<ReturnType<typeof read>>) => {
      const encoding = response.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
      if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
      return response.body;
    };
    const plain = await read();
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'accept-encoding');
    for (const [accepted, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await read(accepted);
      assert.equal(response.headers['content-encoding'], expected, accepted);
      assert.equal(decoded(response), plain.body, accepted);
      if (expected) assert.ok(response.rawPayload.length < plain.rawPayload.length / 2, `${accepted}: smaller`);
    }

    const [video] = plain.json<{ entities: Video[] }>().entities;
    await call('PUT', `/videos/toggle-home-visibility/${video?.id}`, admin);
    const changed = JSON.parse(decoded(await read('gzip, deflate, br, zstd'))) as { entities: Video[] };
    assert.equal(changed.entities.find((entry) => entry.id === video?.id)?.isOnHomePage, !video?.isOnHomePage);
  });

  it("keeps each member's own profile to that member, and shows their change on the next read", async () => {
    const member = await login(app, demo.member);
    const leader = await login(app, demo.leader);
    const own = (session: TestSession) => call('GET', '/users/current', session);
    const first = await own(member);
    assert.equal(first.headers['cache-control'], 'private, no-cache');
    const mine = first.json<CurrentUser>();
    assert.equal((await own(leader)).json<CurrentUser>().email, demo.leader.email);
    assert.equal((await own(member)).json<CurrentUser>().email, demo.member.email);

    const { id: _id, email: _email, photoUrl: _photo, ...profile } = mine;
    assert.equal((await call('PUT', '/users/current', member, { ...profile, firstName: 'Danny' })).statusCode, 200);
    assert.equal((await own(member)).json<CurrentUser>().firstName, 'Danny');
    assert.equal((await call('GET', '/users/current')).statusCode, 401);
  });

  it("shows a new comment, its author's new name and a moderator's deletion on the next reads of a video's comments", async () => {
    const member = await login(app, demo.member);
    const [video] = (await call('GET', '/videos/home')).json<Video[]>();
    assert.ok(video);
    // Two queries of one list are two answers: each must follow the writes.
    const urls = [`/paginated-comments/${video.id}`, `/paginated-comments/${video.id}?skip=0&take=2`];
    const read = (url: string) => call('GET', url).then((response) => response.json<CommentList>());
    const before = await Promise.all(urls.map(read));
    const cached = await call('GET', urls[0]!);
    assert.equal(
      (await app.inject({ url: `/api${urls[0]}`, headers: { 'if-none-match': cached.headers.etag } })).statusCode,
      304,
    );

    const created = (
      await call('POST', '/comments', member, { videoId: video.id, text: 'Amen to that' })
    ).json<Comment>();
    for (const [index, url] of urls.entries()) {
      const page = await read(url);
      assert.equal(page.count, before[index]!.count + 1);
      assert.equal(page.entities[0]?.text, 'Amen to that');
    }

    const profile = (await call('GET', '/users/current', member)).json<CurrentUser>();
    const { id: _id, email: _email, photoUrl: _photo, ...changes } = profile;
    await call('PUT', '/users/current', member, { ...changes, firstName: 'Dan' });
    assert.equal((await read(urls[1]!)).entities[0]?.creator.firstName, 'Dan');

    assert.equal((await call('DELETE', `/comments/${created.id}`, admin)).statusCode, 204);
    const ids = (page: CommentList | undefined) => [
      page?.count,
      ...(page?.entities ?? []).map((comment) => comment.id),
    ];
    for (const [index, url] of urls.entries()) assert.deepEqual(ids(await read(url)), ids(before[index]));
  });

  it('never hands what a signed-in editor read to a visitor', async () => {
    const [post] = (await call('GET', '/paginated-posts')).json<PostList>().entities;
    assert.equal((await call('GET', `/posts/edit/${post?.id}`, admin)).statusCode, 200);
    assert.equal((await call('GET', `/posts/edit/${post?.id}`)).statusCode, 401);
  });
});

// Two API processes on one PostgreSQL: a write through one shows in the other's reads, whose
// answers were cached before it. The other process hears of it by NOTIFY, a moment later.
const postgres = databaseTargets().find((target) => target.name === 'postgres');
describe('public reads after a write through another API process [postgres]', { skip: !postgres }, () => {
  let writer: FastifyInstance;
  let reader: FastifyInstance;

  before(async () => {
    const database = await postgres!.fresh();
    writer = await buildTestApp(database);
    reader = await buildTestApp(database);
  });
  after(async () => {
    await reader.close();
    await writer.close();
  });

  async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 2000;
    let value = await read();
    while (!ok(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      value = await read();
    }
    return value;
  }

  it('shows the other process’s new post and home video change', async () => {
    const admin = await login(writer, demo.admin);
    const readPosts = () => inject(reader, 'GET', '/paginated-posts').then((response) => response.json<PostList>());
    const readHome = () => inject(reader, 'GET', '/videos/home').then((response) => response.json<Video[]>());
    const before = await readPosts();
    const [homeVideo] = await readHome();

    const created = (await inject(writer, 'POST', '/posts', admin, newPost('Soup supper'))).json<Post>();
    const seen = await eventually(readPosts, (page) => page.entities[0]?.id === created.id);
    assert.equal(seen.entities[0]?.id, created.id);
    assert.equal(seen.count, before.count + 1);

    await inject(writer, 'PUT', `/videos/toggle-home-visibility/${homeVideo?.id}`, admin);
    const home = await eventually(readHome, (videos) => !videos.some((video) => video.id === homeVideo?.id));
    assert.ok(!home.some((video) => video.id === homeVideo?.id));
  });

  it("shows a comment written through the other process in the video's comments", async () => {
    const member = await login(writer, demo.member);
    const [video] = (
      await inject(reader, 'GET', '/paginated-videos').then((response) => response.json<{ entities: Video[] }>())
    ).entities;
    const readComments = () =>
      inject(reader, 'GET', `/paginated-comments/${video?.id}`).then((response) => response.json<CommentList>());
    const before = await readComments();

    const created = (
      await inject(writer, 'POST', '/comments', member, { videoId: video?.id, text: 'Praying for you' })
    ).json<Comment>();
    const seen = await eventually(readComments, (page) => page.entities[0]?.id === created.id);
    assert.equal(seen.count, before.count + 1);
    await inject(writer, 'DELETE', `/comments/${created.id}`, member);
    assert.deepEqual(await eventually(readComments, (page) => page.count === before.count), before);
  });
});
