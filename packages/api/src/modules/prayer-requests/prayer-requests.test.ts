import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

describeEachDatabase('prayer requests', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  const send = (payload: object, session?: TestSession) =>
    app.inject({ method: 'POST', url: '/api/requests', payload, ...(session ? { headers: bearer(session) } : {}) });

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
  });
  after(() => app.close());

  it('stores a member’s request with its page and author', async () => {
    const response = await send(
      { requestText: '  Please pray for my mother’s surgery.  ', page: '/videos/12' },
      member,
    );
    assert.equal(response.statusCode, 201);
    const { id } = response.json<{ id: number }>();
    assert.ok(Number.isInteger(id));
    const rows = await app.database.db.query.prayerRequests.findMany();
    assert.deepEqual(
      rows.map((row) => [row.id, row.creatorId, row.requestText, row.page]),
      [[id, member.userId, 'Please pray for my mother’s surgery.', '/videos/12']],
    );
    assert.equal((await send({ requestText: 'For our youth retreat', page: '/' }, leader)).statusCode, 201);
  });

  it('refuses admins with the spec’s message, and anonymous callers with 401', async () => {
    const response = await send({ requestText: 'Hello', page: '/' }, admin);
    assert.deepEqual(
      [response.statusCode, response.json()],
      [403, { errors: ['Admin is not allowed to Prayer Requests'] }],
    );
    assert.equal((await send({ requestText: 'Hello', page: '/' })).statusCode, 401);
  });

  it('validates the text with the spec’s messages', async () => {
    const empty = await send({ requestText: ' ', page: '/' }, member);
    assert.deepEqual([empty.statusCode, empty.json()], [400, { errors: ['Please, type your answer'] }]);
    assert.deepEqual((await send({ page: '/' }, member)).json(), { errors: ['Please, type your answer'] });
    const long = await send({ requestText: 'x'.repeat(4097), page: '/' }, member);
    assert.deepEqual(long.json(), { errors: ['Max length is 4096 characters'] });
    assert.equal((await send({ requestText: 'x'.repeat(4096), page: '/' }, member)).statusCode, 201);
  });

  it('lists only the member’s own requests, newest first, paging with hasMore', async () => {
    const list = (session: TestSession, query = '') =>
      app.inject({ method: 'GET', url: `/api/requests${query}`, headers: bearer(session) });
    for (const text of ['First', 'Second', 'Third']) {
      assert.equal((await send({ requestText: `Own ${text}`, page: '/' }, leader)).statusCode, 201);
    }
    const page = await list(leader, '?take=2');
    assert.equal(page.statusCode, 200);
    const body = page.json<{ hasMore: boolean; entities: { requestText: string; creator: { id: string } }[] }>();
    assert.deepEqual(
      body.entities.map((entry) => entry.requestText),
      ['Own Third', 'Own Second'],
    );
    assert.equal(body.hasMore, true);
    assert.ok(body.entities.every((entry) => entry.creator.id === leader.userId));

    const rest = (await list(leader, '?skip=2&take=20')).json<{ hasMore: boolean; entities: unknown[] }>();
    assert.equal(rest.hasMore, false);
    const memberTexts = (await list(member)).json<{ entities: { requestText: string }[] }>().entities;
    assert.ok(memberTexts.every((entry) => !entry.requestText.startsWith('Own ')));
    assert.equal((await app.inject({ method: 'GET', url: '/api/requests' })).statusCode, 401);
  });
});
