import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, it } from 'node:test';
import type { Post, PostList, PostSummary, SavePost } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

const draft = (changes: Partial<SavePost> = {}) => ({
  heading: 'Winter Coat Drive',
  text: 'Bring gently used coats to the lobby.',
  titlePictureUrl: '/api/files/00000000-0000-4000-a000-000000000000.webp',
  rowPosition: null,
  postItems: [
    { orderNumber: 2, pictureUrl: null, text: 'Drop-off is open on Sundays.' },
    { orderNumber: 1, pictureUrl: '/api/files/00000000-0000-4000-a000-000000000001.webp', text: 'Sizes for all ages.' },
  ],
  ...changes,
});

/** A small PNG as a multipart/form-data body for POST /api/files. */
function pngUpload() {
  const boundary = `----church${randomBytes(8).toString('hex')}`;
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDatabase('posts', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload ? { payload } : {}),
    });
  const highlighted = async () => (await call('GET', '/posts/highlighted')).json<PostSummary[]>();
  const upload = async (session: TestSession) => {
    const { payload, headers } = pngUpload();
    const response = await app.inject({
      method: 'POST',
      url: '/api/files',
      payload,
      headers: { ...bearer(session), ...headers },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ url: string }>().url;
  };
  const isStored = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode === 200;

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
  });
  after(() => app.close());

  it('pages post summaries newest first, six by default', async () => {
    const first = (await call('GET', '/paginated-posts')).json<PostList>();
    assert.equal(first.count, 10);
    assert.equal(first.entities.length, 6);
    assert.ok(first.entities.every((post) => !('postItems' in post) && post.titlePictureUrl.startsWith('/api/files/')));
    const second = (await call('GET', '/paginated-posts?skip=6')).json<PostList>();
    assert.equal(second.entities.length, 4);
    const all = (await call('GET', '/posts')).json<PostSummary[]>();
    assert.deepEqual(all, [...first.entities, ...second.entities]);
    const dates = all.map((post) => post.creationDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  it('shows the three highlighted rows in order', async () => {
    assert.deepEqual(
      (await highlighted()).map((post) => post.rowPosition),
      [1, 2, 3],
    );
  });

  it('gives one post with its items by order number, or 404 Post not found', async () => {
    const [newest] = (await call('GET', '/posts')).json<PostSummary[]>();
    const post = (await call('GET', `/posts/${newest?.id}`)).json<Post>();
    assert.ok(post.postItems.length >= 1 && post.postItems.length <= 4);
    assert.deepEqual(
      post.postItems.map((item) => item.orderNumber),
      post.postItems.map((_, index) => index + 1),
    );
    const missing = await call('GET', '/posts/999999');
    assert.deepEqual([missing.statusCode, missing.json()], [404, { errors: ['Post not found'] }]);
  });

  it('searches headings in any case', async () => {
    const found = (await call('GET', '/posts/by-heading?heading=COMMUNITY%20meal')).json<PostSummary[]>();
    assert.deepEqual(
      found.map((post) => post.heading),
      ['Community Meal Feeds 240 Neighbors'],
    );
  });

  it('creates, edits and deletes posts for admins and the Post upload action', async () => {
    const created = await call('POST', '/posts', leader, draft());
    assert.equal(created.statusCode, 201);
    const post = created.json<Post>();
    assert.deepEqual(
      post.postItems.map((item) => [item.orderNumber, item.text]),
      [
        [1, 'Sizes for all ages.'],
        [2, 'Drop-off is open on Sundays.'],
      ],
    );
    assert.deepEqual((await call('GET', `/posts/edit/${post.id}`, leader)).json(), post);

    const updated = await call(
      'PUT',
      `/posts/${post.id}`,
      admin,
      draft({
        heading: 'Winter Coat Drive: Thank You',
        postItems: [{ orderNumber: 1, pictureUrl: null, text: 'We collected 312 coats.' }],
      }),
    );
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json<Post>().heading, 'Winter Coat Drive: Thank You');
    assert.deepEqual(
      updated.json<Post>().postItems.map((item) => item.text),
      ['We collected 312 coats.'],
    );
    assert.equal((await call('PUT', '/posts/999999', admin, draft())).statusCode, 404);

    assert.equal((await call('DELETE', `/posts/${post.id}`, admin)).statusCode, 204);
    assert.equal((await call('GET', `/posts/${post.id}`)).statusCode, 404);
    assert.equal((await call('DELETE', `/posts/${post.id}`, admin)).statusCode, 404);
  });

  it('keeps one post per highlighted row', async () => {
    const before = await highlighted();
    const taken = await call('POST', '/posts', admin, draft({ rowPosition: 2 }));
    const post = taken.json<Post>();
    const rows = await highlighted();
    assert.deepEqual(
      rows.map((row) => [row.rowPosition, row.id]),
      [
        [1, before[0]?.id],
        [2, post.id],
        [3, before[2]?.id],
      ],
    );
    // The post that lost row 2 is an ordinary post now.
    assert.equal((await call('GET', `/posts/${before[1]?.id}`)).json<Post>().rowPosition, null);

    // Moving to row 3 frees row 2 and takes row 3; saving again in place changes nothing.
    await call('PUT', `/posts/${post.id}`, admin, draft({ rowPosition: 3 }));
    await call('PUT', `/posts/${post.id}`, admin, draft({ rowPosition: 3 }));
    assert.deepEqual(
      (await highlighted()).map((row) => [row.rowPosition, row.id]),
      [
        [1, before[0]?.id],
        [3, post.id],
      ],
    );
  });

  it("removes a post's stored pictures with it, and the pictures an edit replaced", async () => {
    const [title, first, second, replacement] = [
      await upload(leader),
      await upload(leader),
      await upload(leader),
      await upload(leader),
    ];
    const created = await call(
      'POST',
      '/posts',
      leader,
      draft({
        titlePictureUrl: title,
        postItems: [
          { orderNumber: 1, pictureUrl: first, text: 'First' },
          { orderNumber: 2, pictureUrl: second, text: 'Second' },
        ],
      }),
    );
    const post = created.json<Post>();

    // The edit swaps the first item's picture and drops the second item.
    const edited = await call(
      'PUT',
      `/posts/${post.id}`,
      leader,
      draft({ titlePictureUrl: title, postItems: [{ orderNumber: 1, pictureUrl: replacement, text: 'First' }] }),
    );
    assert.equal(edited.statusCode, 200);
    assert.deepEqual(await Promise.all([title, first, second, replacement].map(isStored)), [true, false, false, true]);

    assert.equal((await call('DELETE', `/posts/${post.id}`, leader)).statusCode, 204);
    assert.deepEqual(await Promise.all([title, replacement].map(isStored)), [false, false]);
  });

  it('keeps a picture another post still shows', async () => {
    const shared = await upload(admin);
    const one = (await call('POST', '/posts', admin, draft({ titlePictureUrl: shared }))).json<Post>();
    const two = (
      await call('POST', '/posts', admin, draft({ postItems: [{ orderNumber: 1, pictureUrl: shared, text: 'Again' }] }))
    ).json<Post>();
    await call('DELETE', `/posts/${one.id}`, admin);
    assert.equal(await isStored(shared), true);
    await call('DELETE', `/posts/${two.id}`, admin);
    assert.equal(await isStored(shared), false);
  });

  it('validates a post with the contract messages', async () => {
    const empty = await call('POST', '/posts', admin, { postItems: [] });
    assert.deepEqual(empty.json(), {
      errors: ['Please, enter the heading', 'Please, enter the text', 'Please, add a title picture'],
    });
    const row = await call('POST', '/posts', admin, draft({ rowPosition: 4 as never }));
    assert.deepEqual([row.statusCode, row.json()], [400, { errors: ['Row position must be 1, 2 or 3'] }]);
    const twice = await call(
      'POST',
      '/posts',
      admin,
      draft({
        postItems: [
          { orderNumber: 1, pictureUrl: null, text: 'a' },
          { orderNumber: 1, pictureUrl: null, text: 'b' },
        ],
      }),
    );
    assert.deepEqual(twice.json(), { errors: ['Post items must have different order numbers'] });
    const blankItem = await call(
      'POST',
      '/posts',
      leader,
      draft({ postItems: [{ orderNumber: 1, pictureUrl: null, text: '   ' }] }),
    );
    assert.deepEqual(
      [blankItem.statusCode, blankItem.json()],
      [400, { errors: ['Please, enter the text of this item'] }],
    );
    const long = await call('PUT', '/posts/1', admin, draft({ heading: 'x'.repeat(201) }));
    assert.deepEqual([long.statusCode, long.json()], [400, { errors: ['Heading max length is 200 characters'] }]);
    // Pictures are ours: no script URL, no link elsewhere, no PDF, for the title and the items.
    for (const url of [
      'javascript:alert(1)',
      'https://example.com/a.png',
      '/api/files/00000000-0000-4000-a000-000000000000.pdf',
    ]) {
      for (const payload of [
        draft({ titlePictureUrl: url }),
        draft({ postItems: [{ orderNumber: 1, pictureUrl: url, text: 'Item' }] }),
      ]) {
        const refused = await call('POST', '/posts', admin, payload);
        assert.deepEqual(
          [refused.statusCode, refused.json()],
          [400, { errors: ['Choose a picture uploaded to this site'] }],
          url,
        );
      }
    }
  });

  it('keeps writes and the edit view from members (403) and anonymous callers (401)', async () => {
    for (const [method, url] of [
      ['GET', '/posts/edit/1'],
      ['POST', '/posts'],
      ['PUT', '/posts/1'],
      ['DELETE', '/posts/1'],
    ] as const) {
      const forbidden = await call(method, url, member, draft());
      assert.deepEqual(
        [forbidden.statusCode, forbidden.json()],
        [403, { errors: ['You do not have permission to do this'] }],
      );
      assert.equal((await call(method, url)).statusCode, 401);
    }
  });
});
