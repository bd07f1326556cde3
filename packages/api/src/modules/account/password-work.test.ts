import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  buildTestApp,
  demo,
  describeEachDatabase,
  linkFromOutbox,
  login,
  testAccountsConfig,
  type TestSession,
} from '../../../test/helper';
import { posts } from '../posts';

const tooManyPasswordAttempts = { errors: ['Too many password attempts, please try again later'] };
const profile = {
  firstName: 'Samuel',
  lastName: 'Yoder',
  phoneNumber: '+13165550111',
  address: { streetAddress: '140 S Santa Fe Ave', city: 'Salina', stateId: 17, zipCode: '67401' },
};

describeEachDatabase('password hashing only for real work', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  /** How long one sign-in (one hash and a few queries) takes on this machine, now. */
  let oneHashMs: number;

  before(async () => {
    // A cost near the real one (2^16, a quarter of a second a hash on an idle core), so that a
    // hash is slow next to a lookup; the checks below compare with one sign-in's time.
    app = await buildTestApp(await target.fresh(), { accounts: testAccountsConfig({ passwordHashCost: 16 }) });
    admin = await login(app, demo.admin);
    const started = performance.now();
    await login(app, demo.leader);
    oneHashMs = performance.now() - started;
  });
  after(() => app.close());

  const reset = (token: string, remoteAddress = '203.0.113.40') =>
    app.inject({
      method: 'POST',
      url: '/api/account/reset-password',
      remoteAddress,
      payload: { token, password: 'Another123', confirmPassword: 'Another123' },
    });

  it('looks a reset token up before hashing: 16 bogus resets at once answer at once', async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => reset(`bogus-token-${i}`, `198.51.100.${100 + i}`)),
    );
    const took = performance.now() - started;
    assert.deepEqual(new Set(answers.map((answer) => answer.statusCode)), new Set([400]));
    // Sixteen hashes take at least four hashes' time on four threads; lookups take less than one.
    assert.ok(took < oneHashMs, `took ${Math.round(took)} ms, one sign-in ${Math.round(oneHashMs)} ms`);
  });

  it('keeps two of the thread pool free while many sign-ins hash: a picture is served meanwhile', async () => {
    const [post] = await app.database.db.select({ picture: posts.titlePictureUrl }).from(posts).limit(1);
    const picture = post?.picture ?? '';
    const signIns = Array.from({ length: 16 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: `192.0.2.${10 + i}`,
        payload: { email: demo.member.email, password: `Wrong${i}99` },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, oneHashMs / 4));
    const started = performance.now();
    const served = await app.inject({ method: 'GET', url: picture });
    const took = performance.now() - started;
    assert.equal(served.statusCode, 200);
    // Uncapped, all four pool threads run scrypt and the file's reads wait for a hash to end.
    assert.ok(took < oneHashMs / 2, `the picture took ${Math.round(took)} ms, one sign-in ${Math.round(oneHashMs)} ms`);
    await Promise.all(signIns);
  });

  it('answers 429 with Retry-After after 20 resets from one network', async () => {
    for (let i = 0; i < 20; i += 1) assert.equal((await reset(`guess-${i}`, '203.0.113.41')).statusCode, 400);
    const limited = await reset('guess-last', '203.0.113.41');
    assert.deepEqual([limited.statusCode, limited.json()], [429, tooManyPasswordAttempts]);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await reset('guess-elsewhere', '203.0.113.42')).statusCode, 400, 'another network is not affected');
  });

  it('still resets with a real link', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/account/send-forgot-password-email',
      payload: { email: 'esther.kim@example.com' },
    });
    const token = await linkFromOutbox(app, admin, 'esther.kim@example.com', 'reset-password');
    assert.ok(token);
    assert.equal((await reset(token, '203.0.113.43')).statusCode, 204);
    await login(app, { email: 'esther.kim@example.com', password: 'Another123' });
  });

  it('throttles old-password checks per person: no password oracle for a stolen session', async () => {
    const session = await login(app, { email: 'samuel.yoder@example.com', password: 'Member123' });
    const change = (oldPassword: string, remoteAddress = '198.51.100.80') =>
      app.inject({
        method: 'PUT',
        url: '/api/users/current',
        remoteAddress,
        headers: bearer(session),
        payload: { ...profile, oldPassword, password: 'Changed123', confirmPassword: 'Changed123' },
      });
    for (let i = 0; i < 10; i += 1) {
      assert.equal((await change(`Guess${i}99`, `198.51.100.${80 + i}`)).statusCode, 400);
    }
    const limited = await change('Member123', '198.51.100.99');
    assert.deepEqual([limited.statusCode, limited.json()], [429, tooManyPasswordAttempts], 'even the right one');
    assert.ok(Number(limited.headers['retry-after']) > 0);
    const profileOnly = await app.inject({
      method: 'PUT',
      url: '/api/users/current',
      headers: bearer(session),
      payload: profile,
    });
    assert.equal(profileOnly.statusCode, 200, 'saving the profile without a new password is not counted');
  });
});
