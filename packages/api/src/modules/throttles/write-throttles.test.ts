import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import {
  bearer,
  buildTestApp,
  databaseTargets,
  demo,
  describeEachDatabase,
  login,
  tempDir,
  type TestSession,
} from '../../../test/helper';
import { translateError } from '../../lib/i18n';
import { writeThrottleMessages, writeThrottles } from './write-throttles';
import { loadAccountsConfig, loadTrustProxy } from '../../config';

describeEachDatabase('write throttles', (target) => {
  let app: FastifyInstance;
  let member: TestSession;
  let leader: TestSession;
  let videoId: number;
  const comment = (session: TestSession, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/comments',
      remoteAddress,
      headers: bearer(session),
      payload: { videoId, text: 'Amen, thank you for this sermon' },
    });
  // Stands in for the clock reaching the end of every window (the counters live in the database).
  const endWindows = () => app.database.db.execute(sql`update rate_limits set expire = now() - interval '1 second'`);

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [member, leader] = await Promise.all([login(app, demo.member), login(app, demo.leader)]);
    videoId = (await app.inject({ url: '/api/videos/home' })).json<{ id: number }[]>()[0]?.id ?? 0;
  });
  after(() => app.close());

  it("says every throttle's refusal in Spanish too (the gifts' and the others')", () => {
    const untranslated = writeThrottles(loadAccountsConfig({}).limits)
      .map((throttle) => throttle.message)
      .filter((message) => translateError('es', message) === message);
    assert.deepEqual(untranslated, []);
    assert.equal(
      translateError('es', writeThrottleMessages.gifts),
      'Demasiadas ofrendas en poco tiempo; por favor, inténtelo más tarde',
    );
  });

  it('throttles only routes that exist: a misspelt entry would throttle nothing', () => {
    for (const throttle of writeThrottles(loadAccountsConfig({}).limits)) {
      for (const route of throttle.routes) {
        const [method, url] = route.split(' ') as [HTTPMethods, string];
        assert.ok(app.hasRoute({ method, url }), `${route} (${throttle.name}) is a registered route`);
      }
    }
  });

  it('lets a member write 10 comments a minute, then answers 429 with Retry-After and a message', async () => {
    for (let i = 0; i < 10; i += 1) assert.equal((await comment(member)).statusCode, 201);
    const refused = await comment(member);
    assert.deepEqual(
      [refused.statusCode, refused.json()],
      [429, { errors: ['Too many comments in a short time, please try again later'] }],
    );
    const wait = Number(refused.headers['retry-after']);
    assert.ok(wait > 0 && wait <= 60, `Retry-After within the minute, got ${wait}`);
    assert.equal((await comment(leader)).statusCode, 201, 'another member on the same network still can');
    await endWindows();
    assert.equal((await comment(member)).statusCode, 201, 'and the member can again after the minute');
  });

  it('does not count refused bodies: a form sent empty ten times still posts', async () => {
    const empty = { videoId, text: '' };
    for (let i = 0; i < 11; i += 1) {
      const invalid = await app.inject({
        method: 'POST',
        url: '/api/comments',
        headers: bearer(leader),
        payload: empty,
      });
      assert.equal(invalid.statusCode, 400);
    }
    assert.equal((await comment(leader, '198.51.100.60')).statusCode, 201);
  });

  it('limits anonymous gifts to 30 calls per address in 10 minutes, leaving other addresses alone', async () => {
    const givingTypeId = (await app.inject({ url: '/api/givingTypes' })).json<{ id: number }[]>()[0]?.id;
    const give = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/givings/anonymous-giving',
        remoteAddress,
        payload: {
          donorName: 'Ruth Miller',
          donorEmail: 'ruth@example.com',
          designations: [{ amount: 5, givingTypeId }],
        },
      });
    for (let i = 0; i < 30; i += 1) assert.equal((await give('203.0.113.70')).statusCode, 201);
    const refused = await give('203.0.113.70');
    assert.deepEqual(
      [refused.statusCode, refused.json()],
      [429, { errors: ['Too many gifts in a short time, please try again later'] }],
    );
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await give('203.0.113.71')).statusCode, 201);
  });
});

describe('behind a trusted reverse proxy', () => {
  it('counts each visitor by the address the proxy forwards, not the proxy', async () => {
    const app = await buildTestApp({ dataDir: tempDir() }, { trustProxy: loadTrustProxy({ TRUST_PROXY: '1' }) });
    try {
      // A known e-mail answers as a new one (204), and counts: the limit is checked before the lookup.
      const signUp = (visitor: string) =>
        app.inject({
          method: 'POST',
          url: '/api/account/register',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': visitor },
          payload: {
            firstName: 'Hannah',
            lastName: 'Miller',
            address: { streetAddress: '12 Elm St', city: 'Newton', stateId: 17, zipCode: '67114' },
            email: demo.member.email,
            password: 'Secret123',
            confirmPassword: 'Secret123',
            phoneNumber: '+13165550199',
          },
        });
      for (let i = 0; i < 30; i += 1) assert.equal((await signUp('203.0.113.80')).statusCode, 204);
      assert.equal((await signUp('203.0.113.80')).statusCode, 429);
      assert.equal((await signUp('203.0.113.81')).statusCode, 204, 'another visitor behind the same proxy');
    } finally {
      await app.close();
    }
  });
});

// Two API processes on one PostgreSQL count the same hits: a guesser gains nothing by having
// a load balancer spread their tries.
const postgres = databaseTargets().find((target) => target.name === 'postgres');
describe('limits shared by two API processes [postgres]', { skip: !postgres }, () => {
  it('stops a guesser after 10 failures spread over both processes', async () => {
    const database = await postgres!.fresh();
    const first = await buildTestApp(database);
    const second = await buildTestApp(database);
    try {
      const signIn = (app: FastifyInstance, password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/account/login',
          remoteAddress: '203.0.113.90',
          payload: { email: demo.member.email, password },
        });
      for (let i = 0; i < 10; i += 1) {
        assert.equal((await signIn(i % 2 === 0 ? first : second, 'Wrong123')).statusCode, 401);
      }
      assert.equal((await signIn(first, demo.member.password)).statusCode, 429);
      assert.equal((await signIn(second, demo.member.password)).statusCode, 429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
