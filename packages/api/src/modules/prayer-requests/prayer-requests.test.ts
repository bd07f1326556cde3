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
});
