import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  buildTestApp,
  demo,
  describeEachDatabase,
  linkFromOutbox,
  login,
  type TestSession,
} from '../../../test/helper';
import { rateLimits } from '../throttles';

const signUp = (email: string) => ({
  firstName: 'Hannah',
  lastName: 'Miller',
  address: { streetAddress: '12 Elm St', city: 'Newton', stateId: 17, zipCode: '67114' },
  email,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  phoneNumber: '+13165550199',
});

describeEachDatabase('account: register, confirm, sign in, refresh, logout, reset', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  const post = (url: string, payload?: object, headers?: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/account/${url}`,
      ...(payload ? { payload } : {}),
      ...(headers ? { headers } : {}),
    });

  before(async () => {
    app = await buildTestApp(await target.fresh());
    admin = await login(app, demo.admin);
  });
  after(() => app.close());

  it('signs in a seeded admin with roles, actions, tokens and the user', async () => {
    const response = await post('login', demo.admin);
    assert.equal(response.statusCode, 200);
    const session = response.json();
    assert.deepEqual(Object.keys(session).sort(), [
      'accessToken',
      'accessTokenExpirationDateTimeOffset',
      'allowedActions',
      'onTeam',
      'refreshToken',
      'roles',
      'user',
      'userId',
    ]);
    assert.deepEqual(session.roles, ['Admin']);
    assert.equal(session.allowedActions.length, 9);
    assert.deepEqual(session.user, {
      firstName: 'Grace',
      lastName: 'Whitaker',
      email: 'admin@example.com',
      photoUrl: null,
      language: 'en',
    });
    const inFifteen = Math.floor(Date.now() / 1000) + 15 * 60;
    assert.ok(Math.abs(session.accessTokenExpirationDateTimeOffset - inFifteen) <= 5);
    const member = await login(app, demo.member);
    assert.deepEqual([member.roles, member.allowedActions], [['Member'], []]);
  });

  it('takes the e-mail in any case and answers the same 401 for a wrong password or an unknown e-mail', async () => {
    assert.equal((await post('login', { ...demo.member, email: 'MEMBER@Example.com' })).statusCode, 200);
    const wrong = await post('login', { email: demo.member.email, password: 'Wrong123' });
    const unknown = await post('login', { email: 'nobody@example.com', password: 'Wrong123' });
    assert.deepEqual([wrong.statusCode, wrong.json()], [401, { errors: ['Invalid email or password'] }]);
    assert.deepEqual([unknown.statusCode, unknown.json()], [401, { errors: ['Invalid email or password'] }]);
  });

  it('validates sign-in with the spec messages', async () => {
    const response = await post('login', { email: 'nope', password: '' });
    assert.deepEqual(
      [response.statusCode, response.json()],
      [400, { errors: ['Email is invalid', 'Password is required'] }],
    );
  });

  /** The e-mails sent to `to`, newest first. */
  const mailsTo = async (to: string) => {
    await app.background.idle();
    const response = await app.inject({ method: 'GET', url: '/api/outbox?take=100', headers: bearer(admin) });
    return response.json<{ to: string; subject: string; text: string }[]>().filter((mail) => mail.to === to);
  };

  it('registers unconfirmed, refuses sign-in until the mailed link is followed, then signs in', async () => {
    const email = 'hannah@example.com';
    assert.equal((await post('register', signUp(email))).statusCode, 204);
    // The right password of an unconfirmed account is answered as a wrong one: nothing tells an
    // asker the password was right. The owner finds the confirmation link in the mailbox again.
    const refused = await post('login', { email, password: 'Secret123' });
    const wrong = await post('login', { email, password: 'Wrong1234' });
    for (const answer of [refused, wrong])
      assert.deepEqual([answer.statusCode, answer.json()], [401, { errors: ['Invalid email or password'] }]);
    const confirmations = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Please confirm'));
    assert.equal(confirmations.length, 2, 'the sign-up mail, and one more after the right password only');

    const token = await linkFromOutbox(app, admin, email, 'confirm-email');
    assert.ok(token, 'the confirmation e-mail carries the link');
    assert.equal((await post('confirm-email', { token })).statusCode, 204);
    const session = await login(app, { email, password: 'Secret123' });
    assert.deepEqual(session.roles, ['Member']);

    const again = await post('confirm-email', { token });
    assert.deepEqual(
      [again.statusCode, again.json()],
      [400, { errors: ['Confirmation link is invalid or has expired'] }],
    );
  });

  it('writes a friendly confirmation e-mail signed with the church name', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(admin) });
    const message = response.json<{ to: string; subject: string; text: string; html: string }[]>()[0];
    assert.equal(message?.to, 'hannah@example.com');
    assert.equal(message?.subject, 'Please confirm your email for Cornerstone Community Church');
    assert.match(message?.text ?? '', /^Hi Hannah,/);
    assert.match(message?.html ?? '', /<a href="http:\/\/localhost:3000\/confirm-email\?token=/);
  });

  it('answers a sign-up with a known address (any case) exactly as a new one, and mails the owner instead', async () => {
    const known = await post('register', {
      ...signUp('Hannah@Example.com'),
      password: 'Taken123',
      confirmPassword: 'Taken123',
    });
    const fresh = await post('register', signUp('naomi@example.com'));
    assert.deepEqual([known.statusCode, known.body], [fresh.statusCode, fresh.body]);
    assert.equal(known.statusCode, 204);
    for (const header of ['content-type', 'content-length'])
      assert.equal(known.headers[header], fresh.headers[header], header);

    // The owner hears of it, with a way in; the account is as it was.
    const [told] = await mailsTo('hannah@example.com');
    assert.equal(told?.subject, 'Someone tried to sign up with your email at Cornerstone Community Church');
    assert.match(told?.text ?? '', /You have an account already, so nothing was changed/);
    assert.match(told?.text ?? '', /http:\/\/localhost:3000\/reset-password\?token=/);
    assert.equal((await post('login', { email: 'hannah@example.com', password: 'Taken123' })).statusCode, 401);
    assert.equal((await post('login', { email: 'hannah@example.com', password: 'Secret123' })).statusCode, 200);

    // An unknown state is refused alike for a known and a new address.
    for (const email of ['hannah@example.com', 'state@example.com']) {
      const badState = await post('register', { ...signUp(email), address: { ...signUp('').address, stateId: 999 } });
      assert.deepEqual([badState.statusCode, badState.json()], [400, { errors: ['State is invalid'] }], email);
    }
  });

  it('validates sign-up with the spec messages', async () => {
    const response = await post('register', {
      ...signUp('x@example.com'),
      firstName: 'H',
      confirmPassword: 'Other123',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      errors: ['The length of First name must be at least 2 characters', "Passwords don't match"],
    });
  });

  it('resends the confirmation only to unconfirmed users, answering 204 for anyone', async () => {
    const email = 'late@example.com';
    await post('register', signUp(email));
    const first = await linkFromOutbox(app, admin, email, 'confirm-email');
    assert.equal((await post(`resend-confirm-email?email=${encodeURIComponent(email)}`)).statusCode, 204);
    const second = await linkFromOutbox(app, admin, email, 'confirm-email');
    assert.ok(second && second !== first, 'a new link was mailed');
    const count = async () =>
      (await app.inject({ method: 'GET', url: '/api/outbox?take=100', headers: bearer(admin) })).json<unknown[]>()
        .length;
    const before = await count();
    assert.equal((await post('resend-confirm-email?email=nobody%40example.com')).statusCode, 204);
    assert.equal((await post(`resend-confirm-email?email=${demo.member.email}`)).statusCode, 204);
    await app.background.idle();
    assert.equal(await count(), before, 'nothing mailed for unknown or confirmed addresses');
    const missing = await post('resend-confirm-email');
    assert.deepEqual([missing.statusCode, missing.json()], [400, { errors: ['Email is required'] }]);
  });

  it('gives two refreshes at once with the same token the same successor, and keeps the session', async () => {
    const session = await login(app, demo.member);
    const body = { accessToken: session.accessToken, refreshToken: session.refreshToken };
    const [one, two] = await Promise.all([post('refresh-access-token', body), post('refresh-access-token', body)]);
    assert.deepEqual([one.statusCode, two.statusCode], [200, 200]);
    assert.equal(one.json().refreshToken, two.json().refreshToken);
    // A retry a moment later gets it too; the successor goes on working, and so does the session.
    const retry = await post('refresh-access-token', body);
    assert.equal(retry.json().refreshToken, one.json().refreshToken);
    const next = await post('refresh-access-token', { accessToken: '', refreshToken: one.json().refreshToken });
    assert.equal(next.statusCode, 200);
    const me = await app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(next.json()) });
    assert.equal(me.statusCode, 200);
  });

  it('rotates the refresh token; reusing a rotated one revokes the whole family', async () => {
    const session = await login(app, demo.leader);
    const first = await post('refresh-access-token', {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
    });
    assert.equal(first.statusCode, 200);
    const rotated = first.json();
    assert.deepEqual(Object.keys(rotated).sort(), [
      'accessToken',
      'accessTokenExpirationDateTimeOffset',
      'allowedActions',
      'onTeam',
      'refreshToken',
      'roles',
    ]);
    assert.deepEqual(rotated.roles, ['Ministry Leader']);
    assert.notEqual(rotated.refreshToken, session.refreshToken);
    const me = await app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(rotated) });
    assert.equal(me.json().email, demo.leader.email);

    // Later than a second tab or a retry would present it: someone copied the token.
    await app.database.db.execute(sql`update refresh_tokens set rotated_at = rotated_at - interval '1 minute'`);
    const reuse = await post('refresh-access-token', { accessToken: '', refreshToken: session.refreshToken });
    assert.deepEqual([reuse.statusCode, reuse.json()], [401, { errors: ["Can't get refresh token"] }]);
    const descendant = await post('refresh-access-token', { accessToken: '', refreshToken: rotated.refreshToken });
    assert.equal(descendant.statusCode, 401, 'the family is revoked');

    const other = await login(app, demo.leader);
    assert.equal(
      (await post('refresh-access-token', { accessToken: '', refreshToken: other.refreshToken })).statusCode,
      200,
    );
  });

  it('refuses unknown, expired and missing refresh tokens', async () => {
    const unknown = await post('refresh-access-token', { accessToken: '', refreshToken: 'made-up' });
    assert.deepEqual([unknown.statusCode, unknown.json()], [401, { errors: ["Can't get refresh token"] }]);
    const session = await login(app, demo.leader);
    await app.database.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where user_id = ${session.userId}`,
    );
    assert.equal(
      (await post('refresh-access-token', { accessToken: '', refreshToken: session.refreshToken })).statusCode,
      401,
    );
    const missing = await post('refresh-access-token', { accessToken: '' });
    assert.deepEqual([missing.statusCode, missing.json()], [400, { errors: ["Can't get refresh token"] }]);
  });

  it('logs out: 401 without a token, 204 with one, and the refresh token stops working', async () => {
    assert.deepEqual((await post('logout')).json(), { errors: ['Unauthorized'] });
    const session = await login(app, demo.member);
    assert.equal((await post('logout', undefined, bearer(session))).statusCode, 204);
    const refresh = await post('refresh-access-token', { accessToken: '', refreshToken: session.refreshToken });
    assert.equal(refresh.statusCode, 401);
  });

  it('resets a forgotten password with a single-use link, signing out other sessions', async () => {
    const email = 'esther.kim@example.com';
    const before = await login(app, { email, password: 'Member123' });
    assert.equal((await post('send-forgot-password-email', { email })).statusCode, 204);
    const token = await linkFromOutbox(app, admin, email, 'reset-password');
    assert.ok(token);
    const reset = { token, password: 'NewPass456', confirmPassword: 'NewPass456' };
    assert.equal((await post('reset-password', reset)).statusCode, 204);
    await login(app, { email, password: 'NewPass456' });
    assert.equal((await post('login', { email, password: 'Member123' })).statusCode, 401);
    assert.equal(
      (await post('refresh-access-token', { accessToken: '', refreshToken: before.refreshToken })).statusCode,
      401,
    );

    const again = await post('reset-password', { ...reset, password: 'Other789', confirmPassword: 'Other789' });
    assert.deepEqual([again.statusCode, again.json()], [400, { errors: ['Reset link is invalid or has expired'] }]);
  });

  it('refuses an expired reset link and validates the new password', async () => {
    const email = 'james.nguyen@example.com';
    await post('send-forgot-password-email', { email });
    const token = await linkFromOutbox(app, admin, email, 'reset-password');
    const weak = await post('reset-password', { token, password: 'abcdef', confirmPassword: 'abcdef' });
    assert.deepEqual(weak.json(), { errors: ["Password must have at least one digit ('0'-'9')"] });
    await app.database.db.execute(sql`update account_tokens set expires_at = now() + interval '59 minutes'`);
    await app.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where expires_at > now() + interval '58 minutes'`,
    );
    const expired = await post('reset-password', { token, password: 'NewPass456', confirmPassword: 'NewPass456' });
    assert.deepEqual([expired.statusCode, expired.json()], [400, { errors: ['Reset link is invalid or has expired'] }]);
  });

  it('answers 204 for unknown e-mails and mails nothing beyond 5 requests per address', async () => {
    const count = async () =>
      (await app.inject({ method: 'GET', url: '/api/outbox?take=100', headers: bearer(admin) })).json<
        { to: string }[]
      >();
    const email = 'samuel.yoder@example.com';
    const before = (await count()).length;
    assert.equal((await post('send-forgot-password-email', { email: 'ghost@example.com' })).statusCode, 204);
    await app.background.idle();
    assert.equal((await count()).length, before);
    for (let i = 0; i < 7; i += 1) assert.equal((await post('send-forgot-password-email', { email })).statusCode, 204);
    await app.background.idle();
    assert.equal((await count()).filter((message) => message.to === email).length, 5);
  });

  it('answers forgot-password and resend before looking anything up: known and unknown addresses take the same time', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let lockTaken = () => {};
    const locked = new Promise<void>((resolve) => (lockTaken = resolve));
    // While this transaction holds the users table, any lookup would wait for it.
    const holder = app.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      lockTaken();
      await held;
    });
    await locked;
    try {
      const answers = await Promise.race([
        Promise.all([
          post('send-forgot-password-email', { email: demo.leader.email }),
          post('send-forgot-password-email', { email: 'nobody.here@example.com' }),
          post('resend-confirm-email?email=nobody.here%40example.com'),
        ]),
        new Promise<'waited for the database'>((resolve) => setTimeout(() => resolve('waited for the database'), 3000)),
      ]);
      assert.notEqual(answers, 'waited for the database');
      if (Array.isArray(answers))
        assert.deepEqual(
          answers.map((answer) => answer.statusCode),
          [204, 204, 204],
        );
    } finally {
      release();
      await holder;
    }
    assert.ok(await linkFromOutbox(app, admin, demo.leader.email, 'reset-password'), 'the mail went out after');
  });

  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/account/login', remoteAddress, payload: { email, password } });
  const tooManyFailures = [429, { errors: ['Too many failed sign-in attempts, please try again later'] }];
  // Stands in for the clock reaching the end of every window (the counters live in the database).
  const endWindows = () => app.database.db.execute(sql`update rate_limits set expire = now() - interval '1 second'`);

  it('stops a guesser after 10 failures from one address, never the owner signing in from another', async () => {
    const email = 'naomi.washington@example.com';
    for (let i = 0; i < 10; i += 1) assert.equal((await signInFrom('203.0.113.20', email, 'Wrong123')).statusCode, 401);
    const guesser = await signInFrom('203.0.113.20', email, 'Member123');
    assert.deepEqual([guesser.statusCode, guesser.json()], tooManyFailures, 'even the right password, from there');
    assert.ok(Number(guesser.headers['retry-after']) > 60, 'until the window ends');
    assert.equal((await signInFrom('198.51.100.20', email, 'Member123')).statusCode, 200, 'the owner elsewhere');
    await endWindows();
    assert.equal((await signInFrom('203.0.113.20', email, 'Member123')).statusCode, 200, 'and there, later');
  });

  it('paces an e-mail guessed at from many addresses to one attempt per few seconds, then a success clears it', async () => {
    const email = 'abigail.brooks@example.com';
    for (let i = 0; i < 10; i += 1)
      assert.equal((await signInFrom(`203.0.113.${100 + i}`, email, 'Wrong123')).statusCode, 401);
    assert.equal((await signInFrom('198.51.100.30', email, 'Wrong123')).statusCode, 401, 'one attempt passes');
    const paced = await signInFrom('198.51.100.31', email, 'Member123');
    assert.deepEqual([paced.statusCode, paced.json()], tooManyFailures, 'the next waits its turn');
    assert.ok(Number(paced.headers['retry-after']) <= 5, 'a few seconds, not the window');
    await endWindows();
    assert.equal((await signInFrom('198.51.100.31', email, 'Member123')).statusCode, 200);
    for (let i = 0; i < 9; i += 1) await signInFrom('198.51.100.32', email, 'Wrong123');
    assert.equal(
      (await signInFrom('198.51.100.33', email, 'Member123')).statusCode,
      200,
      'not paced: counts were cleared',
    );
  });

  it('counts only failures per address: a full church signing in on one network is never refused', async () => {
    const network = '192.0.2.50';
    for (let i = 0; i < 3; i += 1)
      for (const who of [demo.member, demo.leader, demo.admin]) {
        assert.equal((await signInFrom(network, who.email, who.password)).statusCode, 200);
      }
    const counted = await app.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%${network}`));
    assert.deepEqual(counted, [], 'successful sign-ins leave no count behind');
  });

  it('answers 429 after 500 failed sign-ins from one address, whatever the e-mails, and only there', async () => {
    const network = '203.0.113.9';
    for (let i = 0; i < 500; i += 1) {
      assert.equal((await signInFrom(network, `guess${i}@example.com`, 'Wrong123')).statusCode, 401);
    }
    const limited = await signInFrom(network, demo.member.email, demo.member.password);
    assert.deepEqual(
      [limited.statusCode, limited.json()],
      [429, { errors: ['Too many sign-in attempts, please try again later'] }],
    );
    assert.equal((await signInFrom('203.0.113.10', demo.member.email, demo.member.password)).statusCode, 200);
  });

  it('answers 429 with Retry-After after 30 sign-ups from one address, known e-mails included', async () => {
    const register = (email: string, remoteAddress = '198.51.100.7') =>
      app.inject({ method: 'POST', url: '/api/account/register', remoteAddress, payload: signUp(email) });
    // Known addresses count too (answered as new ones, 204): a flood of mails to their owners is what this slows.
    for (let i = 0; i < 30; i += 1) assert.equal((await register(demo.member.email)).statusCode, 204);
    const limited = await register('new.neighbour@example.com');
    assert.deepEqual(
      [limited.statusCode, limited.json()],
      [429, { errors: ['Too many sign-ups from this network, please try again later'] }],
    );
    assert.ok(Number(limited.headers['retry-after']) > 0, 'tells when to try again');
    assert.equal((await register('new.neighbour@example.com', '198.51.100.8')).statusCode, 204);
  });
});
