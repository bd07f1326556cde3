import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { DeviceSession } from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  buildTestApp,
  demo,
  describeEachDatabase,
  linkFromOutbox,
  login,
  type TestDatabase,
  type TestSession,
} from '../../../test/helper';
import { deviceSessions } from './sessions.table';

const password = 'Secret123';
const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describeEachDatabase('sessions per device', (target) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: TestSession;
  let serial = 0;

  /** A request of one device: its browser and address come along. */
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    session?: TestSession,
    options: { payload?: object; userAgent?: string; ip?: string } = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(session ? bearer(session) : {}),
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const whoAmI = async (session: TestSession) => (await call('GET', '/users/current', session)).statusCode;
  const refreshed = async (session: TestSession) =>
    (
      await call('POST', '/account/refresh-access-token', undefined, {
        payload: { accessToken: session.accessToken, refreshToken: session.refreshToken },
      })
    ).statusCode;
  const sessionsOf = async (session: TestSession) => {
    const response = await call('GET', '/account/sessions', session);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<DeviceSession[]>();
  };
  const sessionIdOf = (session: TestSession) => app.accessTokens.inspect(session.accessToken)?.sessionId ?? '';

  /** A confirmed member of their own, signed in on two devices. */
  async function memberOnTwoDevices() {
    serial += 1;
    const email = `devices-${serial}@example.com`;
    const registered = await call('POST', '/account/register', undefined, {
      payload: {
        firstName: 'Lydia',
        lastName: 'Thyatira',
        email,
        password,
        confirmPassword: password,
        phoneNumber: '+13165550123',
        address: { streetAddress: '1 Main St', city: 'Wichita', stateId: 17, zipCode: '67202' },
      },
    });
    assert.equal(registered.statusCode, 204, registered.body);
    const token = await linkFromOutbox(app, admin, email, 'confirm-email');
    assert.equal((await call('POST', '/account/confirm-email', undefined, { payload: { token } })).statusCode, 204);
    const laptop = await login(app, { email, password });
    const phone = await login(app, { email, password });
    // Each device's first request tells which device it is.
    await call('GET', '/users/current', laptop, { userAgent: windowsChrome, ip: '203.0.113.45' });
    await call('GET', '/users/current', phone, { userAgent: iphoneSafari, ip: '2001:db8:1:2:3:4:5:6' });
    // The request answers before its activity is written (not awaited, on purpose): wait for it.
    for (let tries = 0; tries < 50; tries += 1) {
      const known = (await sessionsOf(phone)).every((session) => session.browser !== 'Unknown browser');
      if (known) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { email, laptop, phone };
  }

  before(async () => {
    database = await target.fresh();
    app = await buildTestApp(database);
    admin = await login(app, demo.admin);
  });
  after(() => app.close());

  it('logging out on one device leaves the other signed in', async () => {
    const { laptop, phone } = await memberOnTwoDevices();
    assert.equal((await call('POST', '/account/logout', laptop)).statusCode, 204);
    assert.equal(await whoAmI(laptop), 401, 'the laptop is signed out at once');
    assert.equal(await refreshed(laptop), 401, 'and its refresh token is refused');
    assert.equal(await whoAmI(phone), 200, 'the phone is still signed in');
    assert.equal(await refreshed(phone), 200);
  });

  it("lists the member's sessions: browser and system, network, times, this device first and marked", async () => {
    const { laptop, phone } = await memberOnTwoDevices();
    const listed = await sessionsOf(phone);
    assert.deepEqual(
      listed.map(({ browser, system, where, current }) => ({ browser, system, where, current })),
      [
        { browser: 'Safari 18', system: 'iOS 18', where: '2001:db8:1:2::/64', current: true },
        { browser: 'Chrome 131', system: 'Windows', where: '203.0.113.x', current: false },
      ],
    );
    assert.deepEqual(
      listed.map((session) => session.id),
      [sessionIdOf(phone), sessionIdOf(laptop)],
    );
    for (const session of listed) {
      assert.ok(Date.parse(session.signedInAt) <= Date.parse(session.lastActiveAt));
      assert.ok(Date.now() - Date.parse(session.lastActiveAt) < 60_000);
    }
    const others = await sessionsOf(admin);
    assert.ok(!others.some((session) => session.id === sessionIdOf(phone)), "no one else's sessions");
  });

  it("says what sign-in could not tell in the reader's language", async () => {
    const bare = await login(app, demo.admin);
    await call('GET', '/users/current', bare, { userAgent: 'curl/8.5.0' });
    const listed = await app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { ...bearer(bare), 'accept-language': 'es' },
    });
    const own = listed.json<DeviceSession[]>().find((session) => session.current);
    assert.deepEqual([own?.browser, own?.system], ['Navegador desconocido', 'Sistema desconocido']);
    const english = (await sessionsOf(bare)).find((session) => session.current);
    assert.deepEqual([english?.browser, english?.system], ['Unknown browser', 'Unknown system']);
  });

  it('records activity at most once a minute per session, not on every request', async () => {
    const { phone } = await memberOnTwoDevices();
    const id = sessionIdOf(phone);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await app.database.db.update(deviceSessions).set({ lastActiveAt: hourAgo }).where(eq(deviceSessions.id, id));
    for (let request = 0; request < 5; request += 1) assert.equal(await whoAmI(phone), 200);
    const [row] = await app.database.db.select().from(deviceSessions).where(eq(deviceSessions.id, id));
    assert.equal(row?.lastActiveAt.getTime(), hourAgo.getTime(), 'no write within the minute of the last one');
    // A refresh marks it active whatever the minute.
    assert.equal(await refreshed(phone), 200);
    const [after] = await app.database.db.select().from(deviceSessions).where(eq(deviceSessions.id, id));
    assert.ok(after && Date.now() - after.lastActiveAt.getTime() < 60_000);
  });

  it('signs out one of its own other sessions: that access token and refresh token are refused', async () => {
    const { laptop, phone } = await memberOnTwoDevices();
    const response = await call('DELETE', `/account/sessions/${sessionIdOf(laptop)}`, phone);
    assert.equal(response.statusCode, 204, response.body);
    assert.equal(await whoAmI(laptop), 401);
    assert.equal(await refreshed(laptop), 401);
    assert.equal(await whoAmI(phone), 200);
    assert.deepEqual(
      (await sessionsOf(phone)).map((session) => session.id),
      [sessionIdOf(phone)],
    );
    const again = await call('DELETE', `/account/sessions/${sessionIdOf(laptop)}`, phone);
    assert.deepEqual([again.statusCode, again.json()], [404, { errors: ['Session not found'] }]);
  });

  it("cannot sign out another member's session (404), which keeps working", async () => {
    const { laptop } = await memberOnTwoDevices();
    const stranger = await memberOnTwoDevices();
    const response = await call('DELETE', `/account/sessions/${sessionIdOf(laptop)}`, stranger.phone);
    assert.deepEqual([response.statusCode, response.json()], [404, { errors: ['Session not found'] }]);
    assert.equal(await whoAmI(laptop), 200);
    assert.equal(await refreshed(laptop), 200);
  });

  it('signs out everywhere else, keeping this device', async () => {
    const { email, laptop, phone } = await memberOnTwoDevices();
    const tablet = await login(app, { email, password });
    assert.equal((await call('POST', '/account/sessions/sign-out-others', phone)).statusCode, 204);
    for (const other of [laptop, tablet]) {
      assert.equal(await whoAmI(other), 401);
      assert.equal(await refreshed(other), 401);
    }
    assert.equal(await whoAmI(phone), 200);
    assert.equal((await sessionsOf(phone)).length, 1);
  });

  it('a password change keeps this device signed in and signs every other one out', async () => {
    const { laptop, phone } = await memberOnTwoDevices();
    const current = (await call('GET', '/users/current', phone)).json<{
      firstName: string;
      lastName: string;
      phoneNumber: string;
      address: object;
    }>();
    const { firstName, lastName, phoneNumber, address } = current;
    const changed = await call('PUT', '/users/current', phone, {
      payload: { firstName, lastName, phoneNumber, address, oldPassword: password, password: 'Newer1234' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await whoAmI(phone), 200, 'the device that changed it stays');
    assert.equal(await refreshed(phone), 200);
    assert.equal(await whoAmI(laptop), 401, 'the others are signed out');
    assert.equal(await refreshed(laptop), 401);
  });

  it('a password reset signs every device out', async () => {
    const { email, laptop, phone } = await memberOnTwoDevices();
    await call('POST', '/account/send-forgot-password-email', undefined, { payload: { email } });
    const token = await linkFromOutbox(app, admin, email, 'reset-password');
    const reset = await call('POST', '/account/reset-password', undefined, {
      payload: { token, password: 'Newer1234', confirmPassword: 'Newer1234' },
    });
    assert.equal(reset.statusCode, 204, reset.body);
    for (const device of [laptop, phone]) {
      assert.equal(await whoAmI(device), 401);
      assert.equal(await refreshed(device), 401);
    }
  });
});
