import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
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
import { accountTokens } from './account.table';

const tooManyFailures = [429, { errors: ['Too many failed sign-in attempts, please try again later'] }];

describeEachDatabase('account: no stranger can lock a member out', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;

  before(async () => {
    app = await buildTestApp(await target.fresh());
    admin = await login(app, demo.admin);
  });
  after(() => app.close());

  const signIn = (remoteAddress: string, email: string, password: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress,
      payload: { email, password },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  /** The known-device cookie a successful sign-in set, as a browser would send it back. */
  const deviceCookie = (response: { headers: Record<string, unknown> }) => {
    const header = String(response.headers['set-cookie'] ?? '');
    assert.match(header, /HttpOnly; SameSite=Strict/);
    return header.split(';')[0] ?? '';
  };
  /** Guessers from four addresses: ten failures, then one of them takes the pace slot. */
  const hammer = async (email: string, network: string) => {
    for (let i = 0; i < 12; i += 1) await signIn(`${network}.${1 + (i % 4)}`, email, 'Wrong123');
    await signIn(`${network}.4`, email, 'Wrong123');
  };
  const endWindows = () => app.database.db.execute(sql`update rate_limits set expire = now() - interval '1 second'`);

  it('lets the member in from a fifth address on a device that signed in before, while four addresses hammer', async () => {
    const email = 'abigail.brooks@example.com';
    const phone = await signIn('198.51.100.60', email, 'Member123');
    assert.equal(phone.statusCode, 200);
    const cookie = deviceCookie(phone);

    await hammer(email, '203.0.113');
    const member = await signIn('198.51.100.61', email, 'Member123', cookie);
    assert.equal(member.statusCode, 200, 'not paced: this browser signed in as her before');

    await hammer(email, '203.0.113');
    const stranger = await signIn('198.51.100.62', email, 'Member123');
    assert.deepEqual([stranger.statusCode, stranger.json()], tooManyFailures, 'a new device is paced');
    const otherPerson = await signIn(
      '198.51.100.62',
      email,
      'Member123',
      deviceCookie(await signIn('198.51.100.63', demo.leader.email, demo.leader.password)),
    );
    assert.equal(otherPerson.statusCode, 429, "another person's known-device proof does not count for her");
    await endWindows();
  });

  it('paces a known device like a stranger once it has failed ten times itself (a stolen cookie)', async () => {
    const email = 'naomi.washington@example.com';
    const cookie = deviceCookie(await signIn('198.51.100.70', email, 'Member123'));
    // Each try from its own address: the pair limit never stops them, only the device count.
    for (let i = 0; i < 10; i += 1) {
      assert.equal((await signIn(`192.0.2.${100 + i}`, email, 'Wrong123', cookie)).statusCode, 401);
    }
    await signIn('192.0.2.120', email, 'Wrong123');
    const stolen = await signIn('192.0.2.121', email, 'Member123', cookie);
    assert.deepEqual([stolen.statusCode, stolen.json()], tooManyFailures);
    await endWindows();
  });

  it('counts an IPv6 client by its /64: fresh addresses in it are the same guesser', async () => {
    const email = 'member@example.com';
    for (let i = 0; i < 10; i += 1) {
      assert.equal((await signIn(`2001:db8:7:7::${(i + 1).toString(16)}`, email, 'Wrong123')).statusCode, 401);
    }
    const sameNetwork = await signIn('2001:db8:7:7:abcd::99', email, demo.member.password);
    assert.deepEqual([sameNetwork.statusCode, sameNetwork.json()], tooManyFailures);
    assert.equal((await signIn('2001:db8:7:8::1', email, demo.member.password)).statusCode, 200, 'the next /64');
    await endWindows();
  });

  it('signs a member in with an e-mailed one-time link while guessers hold the pace', async () => {
    const email = 'abigail.brooks@example.com';
    await hammer(email, '203.0.113');
    assert.equal((await signIn('198.51.100.64', email, 'Member123')).statusCode, 429, 'paced');

    const ask = (who: string) =>
      app.inject({ method: 'POST', url: '/api/account/send-sign-in-link', payload: { email: who } });
    assert.equal((await ask(email)).statusCode, 204);
    assert.equal((await ask('nobody.at.all@example.com')).statusCode, 204, 'the same answer for no account');
    assert.equal(await linkFromOutbox(app, admin, 'nobody.at.all@example.com', 'sign-in-link'), undefined);
    const token = await linkFromOutbox(app, admin, email, 'sign-in-link');
    assert.ok(token);

    const useLink = () =>
      app.inject({
        method: 'POST',
        url: '/api/account/sign-in-with-link',
        remoteAddress: '198.51.100.64',
        payload: { token },
      });
    const signedIn = await useLink();
    assert.equal(signedIn.statusCode, 200);
    const session = signedIn.json<TestSession & { user: { email: string } }>();
    assert.equal(session.user.email, email);
    const me = await app.inject({ method: 'GET', url: '/api/users/current', headers: bearer(session) });
    assert.equal(me.statusCode, 200, 'a working session');
    assert.match(String(signedIn.headers['set-cookie']), /church_known_device=/, 'and this device is known now');

    const again = await useLink();
    assert.deepEqual(
      [again.statusCode, again.json()],
      [400, { errors: ['Sign-in link is invalid or has expired, please ask for a new one'] }],
      'single use',
    );
    const stored = await app.database.db
      .select({ tokenHash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'sign-in'));
    assert.ok(stored.length > 0 && stored.every((row) => row.tokenHash !== token), 'kept by its hash only');
    await endWindows();
  });

  it('refuses an expired sign-in link', async () => {
    const email = 'member@example.com';
    await app.inject({ method: 'POST', url: '/api/account/send-sign-in-link', payload: { email } });
    const token = await linkFromOutbox(app, admin, email, 'sign-in-link');
    await app.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'sign-in'`,
    );
    const late = await app.inject({ method: 'POST', url: '/api/account/sign-in-with-link', payload: { token } });
    assert.equal(late.statusCode, 400);
  });
});
