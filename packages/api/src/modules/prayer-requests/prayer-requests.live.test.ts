import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Message, PrayerRequestEvent } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { openEventStream, type ReceivedEvent } from '../../../test/event-stream-client';
import {
  bearer,
  buildTestApp,
  captureLogs,
  demo,
  describeEachDatabase,
  linkFromOutbox,
  login,
  tempDir,
  type TestDatabase,
  type TestSession,
} from '../../../test/helper';
import { createAccessTokens } from '../../lib/access-tokens';

const isMessage = (text: string) => (event: ReceivedEvent) =>
  event.event === 'message' && (event.data as Message | undefined)?.messageText === text;

describeEachDatabase('prayer requests live', (target) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  const logs = captureLogs();
  const stream = (session: TestSession | null, query = '', headers: Record<string, string> = {}) =>
    openEventStream(
      `${base}/api/requests/events?${session ? `accessToken=${session.accessToken}` : ''}${query}`,
      headers,
    );
  const write = async (requestId: number, messageText: string, session: TestSession, on = app) => {
    const response = await on.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { requestId, messageText },
      headers: bearer(session),
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<Message>();
  };
  const newRequest = async (requestText: string, session = member) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { requestText, page: '/' },
      headers: bearer(session),
    });
    return response.json<{ id: number }>().id;
  };

  before(async () => {
    database = await target.fresh();
    app = await buildTestApp(database, { logger: logs.logger, liveHeartbeatMs: 300 });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
  });
  // Closing the app ends the streams still open rather than waiting for them.
  after(async () => {
    const open = await stream(member);
    await app.close();
    await open.ended(1000);
  });

  it('needs a valid access token, in the URL or the Authorization header', async () => {
    const anonymous = await stream(null);
    assert.equal(anonymous.status, 401);
    const forged = await openEventStream(`${base}/api/requests/events?accessToken=abc.def.ghi`);
    assert.equal(forged.status, 401);
    const byHeader = await openEventStream(`${base}/api/requests/events`, bearer(member));
    assert.deepEqual([byHeader.status, byHeader.contentType], [200, 'text/event-stream; charset=utf-8']);
    assert.equal(byHeader.headers.get('x-content-type-options'), 'nosniff', 'with the security headers');
    assert.match(byHeader.headers.get('x-request-id') ?? '', /\S/, 'and its request id');
    byHeader.close();
    const logged = JSON.stringify(logs.lines);
    assert.ok(logged.includes('/api/requests/events?accessToken=[redacted]'), 'the request is logged');
    assert.ok(!logged.includes(member.accessToken.split('.')[2] ?? '-'), 'without its token');
  });

  it('delivers a posted message within 1 s to the requester and the admins, not to other members', async () => {
    const id = await newRequest('For courage at my new school');
    const [own, staff, other] = await Promise.all([stream(member), stream(admin), stream(leader)]);
    const sent = await write(id, 'We are praying for you this week.', admin);
    for (const client of [own, staff]) {
      const event = await client.next(isMessage(sent.messageText), 1000);
      assert.deepEqual(event.data, sent);
      assert.match(event.id ?? '', /^\d+$/);
    }
    const leaderRequest = await newRequest('For my knee', leader);
    await write(leaderRequest, 'A message of my own', leader);
    // Not a heartbeat comment (which the parser also calls a message).
    const first = await other.next((event) => event.event === 'message' && event.data !== undefined);
    assert.equal((first.data as Message).requestId, leaderRequest, 'the member’s thread never reached the leader');
    for (const client of [own, staff, other]) client.close();
  });

  it('tells the admins and the requester about new, answered and reopened requests', async () => {
    const [own, staff] = await Promise.all([stream(member), stream(admin)]);
    const id = await newRequest('For my grandmother in hospice');
    const isChange = (change: PrayerRequestEvent['change']) => (event: ReceivedEvent) =>
      event.event === 'request' &&
      (event.data as PrayerRequestEvent).requestId === id &&
      (event.data as PrayerRequestEvent).change === change;
    for (const client of [own, staff]) await client.next(isChange('created'));
    await app.inject({ method: 'PUT', url: `/api/requests/${id}/answered`, payload: {}, headers: bearer(member) });
    await app.inject({ method: 'DELETE', url: `/api/requests/${id}/answered`, headers: bearer(member) });
    for (const client of [own, staff]) {
      await client.next(isChange('answered'));
      await client.next(isChange('reopened'));
      client.close();
    }
  });

  it('replays what a dropped stream missed from its Last-Event-ID, then goes on live', async () => {
    const id = await newRequest('For our new baby due in May');
    const first = await stream(member);
    await write(id, 'Before the drop', admin);
    const seen = await first.next(isMessage('Before the drop'));
    first.close();
    await write(id, 'Missed one', admin);
    await write(id, 'Missed two', member);

    const again = await stream(member, '', { 'last-event-id': seen.id ?? '' });
    const missed = [
      await again.next((event) => event.event === 'message' && event.data !== undefined),
      await again.next((e) => e.event === 'message' && e.data !== undefined),
    ];
    assert.deepEqual(
      missed.map((event) => (event.data as Message).messageText),
      ['Missed one', 'Missed two'],
    );
    await write(id, 'Live again', admin);
    await again.next(isMessage('Live again'));
    again.close();

    // A new EventSource (after a token refresh) passes it in the query instead.
    const renewed = await stream(member, `&lastEventId=${seen.id}`);
    await renewed.next(isMessage('Missed one'));
    renewed.close();
    const invalid = await stream(member, '&lastEventId=x');
    assert.equal(invalid.status, 400);
  });

  it('sends a heartbeat comment while idle, and ends the stream when its token expires', async () => {
    const client = await stream(member);
    assert.equal((await client.next((event) => event.comment === 'heartbeat', 1000)).comment, 'heartbeat');
    client.close();

    // A token issued 59 s ago with a 1-minute lifetime (whole seconds): under a second left.
    const secret = Buffer.from('test-secret-that-is-at-least-32-characters-long');
    const tokens = createAccessTokens({ secret, ttlMinutes: 1, now: () => Date.now() - 59_000 });
    // The member's live session: the guard refuses a token of a session that never existed.
    const sessionId = app.accessTokens.inspect(member.accessToken)?.sessionId ?? '';
    const { accessToken } = tokens.issue({ id: member.userId, roles: [], allowedActions: [] }, sessionId);
    const expiring = await openEventStream(`${base}/api/requests/events?accessToken=${accessToken}`);
    assert.equal(expiring.status, 200);
    await expiring.ended(2000);
  });

  /** A second admin of our own (the demo admin stays), signed in. */
  async function newAdmin(email: string): Promise<TestSession> {
    const password = 'Secret123';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        firstName: 'Deborah',
        lastName: 'Judge',
        email,
        password,
        confirmPassword: password,
        phoneNumber: '+13165550123',
        address: { streetAddress: '1 Main St', city: 'Wichita', stateId: 17, zipCode: '67202' },
      },
    });
    assert.equal(registered.statusCode, 204, registered.body);
    const token = await linkFromOutbox(app, admin, email, 'confirm-email');
    await app.inject({ method: 'POST', url: '/api/account/confirm-email', payload: { token } });
    const signedIn = await login(app, { email, password });
    await changeRole(signedIn.userId, 'Admin');
    return signedIn;
  }
  const changeRole = async (userId: string, name: string) => {
    const roles = (await app.inject({ url: '/api/roles/short', headers: bearer(admin) })).json<
      { id: number; name: string }[]
    >();
    const roleId = roles.find((role) => role.name === name)?.id;
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/users/role',
      payload: { userId, roleId },
      headers: bearer(admin),
    });
    assert.equal(changed.statusCode, 204, changed.body);
  };

  it("closes an admin's stream once they are demoted and signed out: the next private message never reaches it", async () => {
    const deborah = await newAdmin('deborah.live@example.com');
    const id = await newRequest('For my marriage, privately');
    const open = await stream(deborah);
    await write(id, 'Before the demotion', member);
    await open.next(isMessage('Before the demotion'));

    await changeRole(deborah.userId, 'Member');
    const loggedOut = await app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(deborah) });
    assert.equal(loggedOut.statusCode, 204);
    await write(id, 'After the demotion', member);
    await assert.rejects(open.next(isMessage('After the demotion'), 1000), 'not delivered');
    await open.ended(1000);
  });

  it('closes a stream when its session is signed out from another device, even while idle', async () => {
    const phone = await login(app, demo.member);
    const open = await stream(phone);
    const sessionId = app.accessTokens.inspect(phone.accessToken)?.sessionId;
    const signedOut = await app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${sessionId}`,
      headers: bearer(member),
    });
    assert.equal(signedOut.statusCode, 204, signedOut.body);
    // Checked again at the next heartbeat (every 300 ms here).
    await open.ended(1000);
  });

  it("closes an admin's stream when only their rights go, before the next event", async () => {
    const miriam = await newAdmin('miriam.live@example.com');
    const id = await newRequest('For my brother, privately');
    const open = await stream(miriam);
    await changeRole(miriam.userId, 'Member');
    await write(id, 'After the demotion only', member);
    await assert.rejects(open.next(isMessage('After the demotion only'), 1000));
    await open.ended(1000);
  });

  it(
    'reaches a stream on another API process on the same PostgreSQL within 1 s',
    {
      skip: target.name !== 'postgres' && 'one PGlite folder serves one process',
    },
    async () => {
      const other = await buildTestApp({ dataDir: tempDir(), databaseUrl: database.databaseUrl ?? '' });
      try {
        const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
        const id = await newRequest('For unity between our two campuses');
        const there = await openEventStream(`${otherBase}/api/requests/events?accessToken=${admin.accessToken}`);
        const here = await stream(member);
        await write(id, 'Posted on the first process', member);
        await there.next(isMessage('Posted on the first process'), 1000);
        await write(id, 'Answered from the second process', admin, other);
        await here.next(isMessage('Answered from the second process'), 1000);
        here.close();
        // Closing an app ends its open streams instead of waiting for them.
        await other.close();
        await there.ended(1000);
      } finally {
        await other.close();
      }
    },
  );
});
