import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Message, MessageList, OutboxMessage, PrayerRequestList } from '@church/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { prayerRequests } from './prayer-requests.table';

describeEachDatabase('prayer request messages', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  const post = (payload: object, session?: TestSession) =>
    app.inject({ method: 'POST', url: '/api/messages', payload, ...(session ? { headers: bearer(session) } : {}) });
  const write = async (requestId: number, messageText: string, session: TestSession) => {
    const response = await post({ requestId, messageText }, session);
    assert.equal(response.statusCode, 201, response.body);
    return response.json<Message>();
  };
  const read = (query: string, session?: TestSession) =>
    app.inject({ method: 'GET', url: `/api/messages?${query}`, ...(session ? { headers: bearer(session) } : {}) });
  const newRequest = async (requestText: string, session = member) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { requestText, page: '/' },
      headers: bearer(session),
    });
    return response.json<{ id: number }>().id;
  };
  const listed = async (session: TestSession, id: number) => {
    const url = session === admin ? '/api/requests/all?take=100' : '/api/requests?take=100';
    const response = await app.inject({ method: 'GET', url, headers: bearer(session) });
    const entities = response.json<PrayerRequestList>().entities;
    return { entities, request: entities.find((request) => request.id === id) };
  };
  const answerMails = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/outbox?take=100', headers: bearer(admin) });
    return response.json<OutboxMessage[]>().filter((mail) => mail.subject.includes('prayer request'));
  };

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
  });
  after(() => app.close());

  it('lets the requester and admins read and write a thread; nobody else, not even to know it exists', async () => {
    const id = await newRequest('For my neighbor who lost her husband');
    const own = await write(id, '  She would love a visit.  ', member);
    assert.deepEqual(
      [own.messageText, own.creatorName, own.creatorId, own.isFromStaff, own.requestId],
      ['She would love a visit.', 'Daniel Okafor', member.userId, false, id],
    );
    const answer = await write(id, 'Our care team will visit on Tuesday.', admin);
    assert.deepEqual([answer.creatorName, answer.isFromStaff], ['Grace Whitaker', true]);
    for (const session of [member, admin]) {
      const thread = await read(`requestId=${id}`, session);
      assert.deepEqual(
        thread.json<MessageList>().entities.map((message) => message.id),
        [own.id, answer.id],
      );
    }

    const strangers = [await read(`requestId=${id}`, leader), await post({ requestId: id, messageText: 'Hi' }, leader)];
    for (const response of strangers) {
      assert.deepEqual([response.statusCode, response.json()], [404, { errors: ['Prayer request not found'] }]);
    }
    assert.equal((await read('requestId=999999', admin)).statusCode, 404);
    assert.equal((await post({ requestId: 999999, messageText: 'Hi' }, admin)).statusCode, 404);
    assert.equal((await read(`requestId=${id}`)).statusCode, 401);
    assert.equal((await post({ requestId: id, messageText: 'Hi' })).statusCode, 401);
    assert.deepEqual((await read('requestId=abc', member)).json(), { errors: ['Prayer request is invalid'] });
    assert.deepEqual((await read('', member)).json(), { errors: ['Prayer request is required'] });
  });

  it('checks the text with the prayer request’s rule and messages', async () => {
    const id = await newRequest('For rain on the farms west of Salina');
    const cases: [object, string][] = [
      [{ requestId: id, messageText: '   ' }, 'Please, type your answer'],
      [{ requestId: id }, 'Please, type your answer'],
      [{ requestId: id, messageText: 'x'.repeat(4097) }, 'Max length is 4096 characters'],
      [{ messageText: 'Hello' }, 'Prayer request is required'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload, member);
      assert.deepEqual([response.statusCode, response.json()], [400, { errors: [message] }]);
    }
    assert.equal((await post({ requestId: id, messageText: 'x'.repeat(4096) }, member)).statusCode, 201);
  });

  it('pages a thread 6 at a time from the newest, each page oldest first', async () => {
    const id = await newRequest('For the youth retreat');
    const written: number[] = [];
    for (let index = 1; index <= 8; index += 1) {
      written.push((await write(id, `Message ${index}`, index % 2 ? member : admin)).id);
    }
    const newest = (await read(`requestId=${id}`, member)).json<MessageList>();
    assert.deepEqual(
      [newest.hasMore, newest.entities.map((message) => message.messageText)],
      [true, ['Message 3', 'Message 4', 'Message 5', 'Message 6', 'Message 7', 'Message 8']],
    );
    const older = (await read(`requestId=${id}&skip=6`, member)).json<MessageList>();
    assert.deepEqual([older.hasMore, older.entities.map((message) => message.id)], [false, written.slice(0, 2)]);
    const before = (await read(`requestId=${id}&beforeId=${written[2]}&take=1`, admin)).json<MessageList>();
    assert.deepEqual([before.hasMore, before.entities.map((message) => message.id)], [true, [written[1]]]);
  });

  it('counts the other side’s unread messages for each viewer, and reading resets them', async () => {
    const id = await newRequest('For my brother’s court date');
    assert.deepEqual([(await listed(member, id)).request?.numberOfNewMessages], [0]);
    await write(id, 'We are praying.', admin);
    await write(id, 'Can we sit with you in court?', admin);
    assert.equal((await listed(member, id)).request?.numberOfNewMessages, 2);
    assert.equal((await listed(admin, id)).request?.numberOfNewMessages, 0, 'the ministry’s own messages');

    assert.equal((await read(`requestId=${id}`, member)).statusCode, 200);
    assert.equal((await listed(member, id)).request?.numberOfNewMessages, 0);

    await write(id, 'Yes, please. 9 am.', member);
    assert.equal((await listed(admin, id)).request?.numberOfNewMessages, 1);
    const seen = (session: TestSession) =>
      app.inject({ method: 'PUT', url: `/api/requests/${id}/seen`, headers: bearer(session) });
    assert.equal((await seen(leader)).statusCode, 404);
    assert.equal((await seen(admin)).statusCode, 204);
    assert.equal((await listed(admin, id)).request?.numberOfNewMessages, 0);
    assert.equal((await listed(member, id)).request?.numberOfNewMessages, 0);
  });

  it('moves a request with a new message to the top, with that message’s text, author and date', async () => {
    const older = await newRequest('Older request');
    const newer = await newRequest('Newer request');
    const top = async (session: TestSession) => (await listed(session, older)).entities[0];
    assert.equal((await top(member))?.id, newer);
    const answer = await write(older, 'An answer that brings it back up', admin);
    for (const session of [member, admin]) {
      const first = await top(session);
      assert.equal(first?.id, older);
      assert.deepEqual(first?.lastMessage, {
        messageText: 'An answer that brings it back up',
        creatorName: 'Grace Whitaker',
        creationDate: answer.creationDate,
      });
      assert.equal(first?.lastActivityDate, answer.creationDate);
    }
  });

  it('e-mails the requester when the ministry answers, at most once an hour per thread', async () => {
    const id = await newRequest('For my daughter’s first year away at college');
    const before = (await answerMails()).length;
    await write(id, 'We will pray for her this Sunday.', admin);
    await write(id, 'And our college ministry will reach out.', admin);
    await write(id, 'Thank you!', member);
    const mails = await answerMails();
    assert.equal(mails.length, before + 1);
    assert.equal(mails[0]?.to, 'member@example.com');
    assert.match(mails[0]?.text ?? '', /http:\/\/localhost:3000\/account\/prayer-requests/);
    assert.doesNotMatch(mails[0]?.text ?? '', /college ministry/, 'the answer itself stays in the site');

    // An hour later the next answer is mailed again.
    await app.database.db
      .update(prayerRequests)
      .set({ answerEmailedAt: sql`now() - interval '61 minutes'` })
      .where(eq(prayerRequests.id, id));
    await write(id, 'She is in our prayers.', admin);
    assert.equal((await answerMails()).length, before + 2);
  });
});
