import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { PrayerRequest, PrayerRequestList } from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { prayerRequests } from './prayer-requests.table';

describeEachDatabase('prayer requests', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  const send = (payload: object, session?: TestSession) =>
    app.inject({ method: 'POST', url: '/api/requests', payload, ...(session ? { headers: bearer(session) } : {}) });
  const list = async (session: TestSession, url: string) => {
    const response = await app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(session) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<PrayerRequestList>();
  };
  const create = async (requestText: string, session: TestSession) => {
    const response = await send({ requestText, page: '/' }, session);
    assert.equal(response.statusCode, 201, response.body);
    return response.json<{ id: number }>().id;
  };

  before(async () => {
    // Writes more than a person would in minutes; the write limits have their own tests.
    app = await buildTestApp(await target.fresh(), { writeThrottles: [] });
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
    const rows = await app.database.db.select().from(prayerRequests).where(eq(prayerRequests.id, id));
    assert.deepEqual(
      rows.map((row) => [row.id, row.creatorId, row.requestText, row.page]),
      [[id, member.userId, 'Please pray for my mother’s surgery.', '/videos/12']],
    );
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

  it('gives the demo member two requests with threads: an unread answer, and one marked answered', async () => {
    const own = (await list(member, '/requests')).entities.filter((request) => request.lastMessage !== null);
    assert.deepEqual(
      own.map((request) => [request.numberOfNewMessages, request.isAnswered, request.lastMessage?.creatorName]),
      [
        [1, false, 'Grace Whitaker'],
        [0, true, 'Daniel Okafor'],
      ],
    );
    assert.match(own[1]?.answerNote ?? '', /thank you/i);
    const forStaff = (await list(admin, '/requests/all?search=Daniel')).entities.filter(
      (request) => request.lastMessage,
    );
    assert.deepEqual(
      forStaff.map((request) => request.numberOfNewMessages),
      [0, 1],
      'the ministry has not read the member’s last message about the job',
    );
  });

  it('lists only the member’s own requests, most recently active first, 20 a page with hasMore', async () => {
    for (const text of ['First', 'Second', 'Third']) await create(`Own ${text}`, leader);
    const page = await list(leader, '/requests?take=2');
    assert.deepEqual(
      page.entities.map((entry) => entry.requestText),
      ['Own Third', 'Own Second'],
    );
    assert.equal(page.hasMore, true);
    assert.ok(page.entities.every((entry) => entry.creator.id === leader.userId));
    assert.deepEqual(page.entities[0]?.creator, {
      id: leader.userId,
      firstName: 'Ruth',
      lastName: 'Lindqvist',
      photoUrl: null,
    });
    assert.equal((await list(leader, '/requests?skip=2&take=20')).hasMore, false);

    for (let index = 0; index < 18; index += 1) await create(`Filler ${index}`, leader);
    const firstPage = await list(leader, '/requests');
    assert.deepEqual([firstPage.entities.length, firstPage.hasMore], [20, true]);
    assert.deepEqual((await list(leader, '/requests?skip=20')).entities.length, 1);
    assert.equal((await list(leader, '/requests?search=own sec')).entities.length, 1);
    const memberTexts = (await list(member, '/requests')).entities;
    assert.ok(memberTexts.every((entry) => !entry.requestText.startsWith('Own ')));
    assert.equal((await app.inject({ method: 'GET', url: '/api/requests' })).statusCode, 401);
    const tooMany = await app.inject({ method: 'GET', url: '/api/requests?take=101', headers: bearer(member) });
    assert.deepEqual(tooMany.json(), { errors: ['take must be at most 100'] });
  });

  it('lists every member’s requests to admins only, 20 a page, searched by text or name and by status', async () => {
    const all = await list(admin, '/requests/all');
    assert.deepEqual([all.entities.length, all.hasMore], [20, true]);
    const everyone = await list(admin, '/requests/all?take=100');
    assert.deepEqual(
      new Set(everyone.entities.map((request) => request.creator.firstName)),
      new Set(['Daniel', 'Ruth', 'María', 'James']),
    );
    const byText = await list(admin, '/requests/all?search=KNEE');
    assert.deepEqual(
      byText.entities.map((request) => request.creator.firstName),
      ['James'],
    );
    for (const name of ['maría', 'Hernández', 'María Hernández']) {
      const found = await list(admin, `/requests/all?search=${encodeURIComponent(name)}`);
      assert.deepEqual(
        found.entities.map((request) => request.creator.lastName),
        ['Hernández'],
        name,
      );
    }
    const answered = await list(admin, '/requests/all?status=answered');
    assert.deepEqual(
      answered.entities.map((request) => request.creator.firstName),
      ['Daniel'],
    );
    const open = await list(admin, '/requests/all?status=open&take=100');
    assert.ok(open.entities.every((request) => !request.isAnswered) && open.entities.length > 20);

    for (const session of [member, leader]) {
      const forbidden = await app.inject({ method: 'GET', url: '/api/requests/all', headers: bearer(session) });
      assert.equal(forbidden.statusCode, 403);
    }
    assert.equal((await app.inject({ method: 'GET', url: '/api/requests/all' })).statusCode, 401);
    const bad = await app.inject({ method: 'GET', url: '/api/requests/all?status=closed', headers: bearer(admin) });
    assert.deepEqual(bad.json(), { errors: ['Status must be all, open or answered'] });
  });

  it('lets only the requester mark a request answered with a note of thanks, and reopen it', async () => {
    const id = await create('For peace in our family', member);
    const mark = (session: TestSession, payload: object = {}) =>
      app.inject({ method: 'PUT', url: `/api/requests/${id}/answered`, payload, headers: bearer(session) });
    const reopen = (session: TestSession) =>
      app.inject({ method: 'DELETE', url: `/api/requests/${id}/answered`, headers: bearer(session) });

    const long = await mark(member, { note: 'x'.repeat(1001) });
    assert.deepEqual([long.statusCode, long.json()], [400, { errors: ['Max length is 1000 characters'] }]);
    assert.deepEqual((await mark(leader)).json(), { errors: ['Prayer request not found'] });
    assert.equal((await mark(admin)).statusCode, 403);
    assert.equal((await reopen(leader)).statusCode, 404);

    const answered = await mark(member, { note: '  We are talking again. Thank you!  ' });
    assert.equal(answered.statusCode, 200, answered.body);
    const body = answered.json<PrayerRequest>();
    assert.deepEqual([body.id, body.isAnswered, body.answerNote], [id, true, 'We are talking again. Thank you!']);
    assert.ok(Date.parse(body.answeredAt ?? '') <= Date.now());
    const search = `/requests/all?status=answered&search=${encodeURIComponent('peace in our')}`;
    assert.equal((await list(admin, search)).entities[0]?.answerNote, 'We are talking again. Thank you!');

    const reopened = await reopen(member);
    assert.deepEqual(
      [reopened.statusCode, reopened.json<PrayerRequest>().isAnswered, reopened.json<PrayerRequest>().answerNote],
      [200, false, null],
    );
    assert.deepEqual((await list(admin, search)).entities, []);
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/requests/999999/answered',
      payload: {},
      headers: bearer(member),
    });
    assert.equal(unknown.statusCode, 404);
    const invalid = await app.inject({ method: 'DELETE', url: '/api/requests/abc/answered', headers: bearer(member) });
    assert.deepEqual(invalid.json(), { errors: ['Prayer request id is invalid'] });
  });
});
