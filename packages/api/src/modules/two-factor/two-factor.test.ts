import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  callApi,
  demo,
  describeEachDatabase,
  linkFromOutbox,
  login,
  type TestSession,
} from '../../../test/helper';
import { totpCode, totpStep } from './totp';

const password = 'Secret123';
const invalidCode = { errors: ['That code is not right, or it has expired'] };

describeEachDatabase('two-step sign-in', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let serial = 0;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const signIn = (email: string, headers: Record<string, string> = {}) =>
    post('/account/login', { email, password }, headers);

  /** The code of the step `offset` steps from now; waits out a step about to end, so it stays valid. */
  async function codeOf(secret: string, offset = 0): Promise<string> {
    const intoStep = (Date.now() / 1000) % 30;
    if (intoStep > 27) await new Promise((resolve) => setTimeout(resolve, (30.2 - intoStep) * 1000));
    return totpCode(secret, totpStep() + offset);
  }

  async function newMember(role?: string): Promise<{ email: string; userId: string }> {
    serial += 1;
    const email = `two-step-${serial}@example.com`;
    const registered = await post('/account/register', {
      firstName: 'Lydia',
      lastName: 'Thyatira',
      email,
      password,
      confirmPassword: password,
      phoneNumber: '+13165550123',
      address: { streetAddress: '1 Main St', city: 'Wichita', stateId: 17, zipCode: '67202' },
    });
    assert.equal(registered.statusCode, 204, registered.body);
    const token = await linkFromOutbox(app, admin, email, 'confirm-email');
    assert.equal((await post('/account/confirm-email', { token })).statusCode, 204);
    const { userId } = await login(app, { email, password });
    if (role) {
      const roles = (await callApi(app, 'GET', '/roles/short', admin)).json<{ id: number; name: string }[]>();
      const roleId = roles.find((candidate) => candidate.name === role)?.id;
      assert.equal((await callApi(app, 'PUT', '/users/role', admin, { userId, roleId })).statusCode, 204);
    }
    return { email, userId };
  }

  /** Signs in, sets up an authenticator from Account Settings, and turns it on. */
  async function enrolled(role?: string) {
    const member = await newMember(role);
    const session = await login(app, { email: member.email, password });
    const setup = await callApi(app, 'POST', '/account/two-step/setup', session, { password });
    assert.equal(setup.statusCode, 200, setup.body);
    const { secret } = setup.json<{ secret: string }>();
    const enabled = await callApi(app, 'POST', '/account/two-step/enable', session, { code: await codeOf(secret, -1) });
    assert.equal(enabled.statusCode, 200, enabled.body);
    return { ...member, secret, session, recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes };
  }

  async function challengeOf(email: string, headers: Record<string, string> = {}) {
    const response = await signIn(email, headers);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.accessToken, undefined, 'no tokens before the second step');
    return body.twoStep as { challengeToken: string; next: 'code' | 'enrol' };
  }

  const setSettings = (settings: { twoFactorForStaff: boolean; twoFactorForEveryone: boolean }) =>
    callApi(app, 'PUT', '/church-settings', admin, { ...settings, refundWindowDays: 60 });

  before(async () => {
    app = await buildTestApp(await target.fresh());
    admin = await login(app, demo.admin);
  });
  after(() => app.close());

  it('a member without a second factor signs in with the password alone, as before', async () => {
    const { email } = await newMember();
    const response = await signIn(email);
    assert.equal(response.statusCode, 200);
    assert.ok(response.json().accessToken);
  });

  it('setting up needs the password, shows a QR code and the secret as text, and gives ten recovery codes once', async () => {
    const member = await newMember();
    const session = await login(app, { email: member.email, password });
    const wrong = await callApi(app, 'POST', '/account/two-step/setup', session, { password: 'Wrong1234' });
    assert.deepEqual([wrong.statusCode, wrong.json()], [400, { errors: ['Password is not right'] }]);

    const setup = await callApi(app, 'POST', '/account/two-step/setup', session, { password });
    const { secret, otpauthUri, qrCodeSvg } = setup.json();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.ok(otpauthUri.startsWith('otpauth://totp/') && otpauthUri.includes(`secret=${secret}`));
    assert.match(qrCodeSvg, /^<svg[\s\S]*<\/svg>$/);

    const notYet = await callApi(app, 'GET', '/account/two-step', session);
    assert.deepEqual(notYet.json(), { enabled: false, required: false, recoveryCodesLeft: 0 });
    const wrongCode = await callApi(app, 'POST', '/account/two-step/enable', session, { code: '000000' });
    assert.deepEqual([wrongCode.statusCode, wrongCode.json()], [400, invalidCode]);

    const enabled = await callApi(app, 'POST', '/account/two-step/enable', session, { code: await codeOf(secret) });
    const { recoveryCodes } = enabled.json();
    assert.equal(recoveryCodes.length, 10);
    assert.equal(new Set(recoveryCodes).size, 10);
    const status = await callApi(app, 'GET', '/account/two-step', session);
    assert.deepEqual(status.json(), { enabled: true, required: false, recoveryCodesLeft: 10 });
    const again = await callApi(app, 'POST', '/account/two-step/setup', session, { password });
    assert.equal(again.statusCode, 409, 'a second setup cannot replace the working one');
  });

  it('with a second factor, the password answers a challenge; the code answers the session, once', async () => {
    const member = await enrolled();
    const challenge = await challengeOf(member.email);
    assert.equal(challenge.next, 'code');
    assert.equal(
      (await callApi(app, 'GET', '/users/current', { accessToken: challenge.challengeToken } as TestSession))
        .statusCode,
      401,
      'a challenge is no access token',
    );

    const wrong = await post('/account/two-step/sign-in', { challengeToken: challenge.challengeToken, code: '123456' });
    assert.deepEqual([wrong.statusCode, wrong.json()], [400, invalidCode]);
    const code = await codeOf(member.secret);
    const right = await post('/account/two-step/sign-in', { challengeToken: challenge.challengeToken, code });
    assert.equal(right.statusCode, 200, right.body);
    const session = right.json<TestSession>();
    assert.equal((await callApi(app, 'GET', '/users/current', session)).statusCode, 200);
    assert.match(
      String(right.headers['set-cookie']),
      /church_known_device=/,
      "this browser is known now: strangers' failed sign-ins do not pace it",
    );

    const replayed = await post('/account/two-step/sign-in', { challengeToken: challenge.challengeToken, code });
    assert.deepEqual([replayed.statusCode, replayed.json()], [400, invalidCode], 'a code works once');
    const forged = await post('/account/two-step/sign-in', { challengeToken: `${challenge.challengeToken}x`, code });
    assert.equal(forged.statusCode, 401);
  });

  it('wrong codes count in the sign-in limits: after ten, even the right code waits', async () => {
    const member = await enrolled();
    const { challengeToken } = await challengeOf(member.email);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await post('/account/two-step/sign-in', { challengeToken, code: String(100000 + attempt) });
      assert.equal(wrong.statusCode, 400);
    }
    const right = await post('/account/two-step/sign-in', { challengeToken, code: await codeOf(member.secret) });
    assert.deepEqual(
      [right.statusCode, right.json()],
      [429, { errors: ['Too many failed sign-in attempts, please try again later'] }],
    );
  });

  it('a recovery code signs in once; the second use is refused', async () => {
    const member = await enrolled();
    const recovery = member.recoveryCodes[0]!;
    const first = await challengeOf(member.email);
    const used = await post('/account/two-step/sign-in', {
      challengeToken: first.challengeToken,
      code: recovery.toUpperCase(),
    });
    assert.equal(used.statusCode, 200, used.body);
    const status = await callApi(app, 'GET', '/account/two-step', used.json<TestSession>());
    assert.equal(status.json().recoveryCodesLeft, 9);

    const second = await challengeOf(member.email);
    const reused = await post('/account/two-step/sign-in', { challengeToken: second.challengeToken, code: recovery });
    assert.deepEqual([reused.statusCode, reused.json()], [400, invalidCode]);
  });

  it('a remembered device skips the code for that person only; a reset forgets it', async () => {
    const member = await enrolled();
    const other = await enrolled();
    const { challengeToken } = await challengeOf(member.email);
    const answered = await post('/account/two-step/sign-in', {
      challengeToken,
      code: await codeOf(member.secret),
      rememberDevice: true,
    });
    const setCookie = String(answered.headers['set-cookie']);
    assert.match(setCookie, /HttpOnly/);
    assert.match(setCookie, /SameSite=Strict/);
    assert.match(setCookie, /Max-Age=2592000/);
    const cookie = setCookie.split(';')[0]!;

    const remembered = await signIn(member.email, { cookie });
    assert.ok(remembered.json().accessToken, 'no code on the remembered browser');
    assert.equal((await challengeOf(member.email)).next, 'code', 'another browser still asks');
    assert.equal((await challengeOf(other.email, { cookie })).next, 'code', 'the cookie is not for another person');
    const [name, value] = cookie.split('=') as [string, string];
    const tampered = `${name}=${value.replace(/\.\d+\./, '.9999999999.')}`;
    assert.equal((await challengeOf(member.email, { cookie: tampered })).next, 'code', 'a changed cookie is refused');

    assert.equal((await callApi(app, 'DELETE', `/users/${member.userId}/two-step`, admin)).statusCode, 204);
    const afterReset = await signIn(member.email, { cookie });
    assert.ok(afterReset.json().accessToken, 'after the reset, the password alone');
    const setupAgain = await callApi(app, 'POST', '/account/two-step/setup', afterReset.json(), { password });
    const secret = setupAgain.json().secret;
    await callApi(app, 'POST', '/account/two-step/enable', afterReset.json(), { code: await codeOf(secret) });
    assert.equal((await challengeOf(member.email, { cookie })).next, 'code', 'the new authenticator asks again');
  });

  it('turning it off needs the password and a current code', async () => {
    const member = await enrolled();
    const { challengeToken } = await challengeOf(member.email);
    const session = (
      await post('/account/two-step/sign-in', { challengeToken, code: member.recoveryCodes[0] })
    ).json<TestSession>();
    const turnOff = (body: object) => callApi(app, 'POST', '/account/two-step/turn-off', session, body);

    const wrongPassword = await turnOff({ password: 'Wrong1234', code: await codeOf(member.secret) });
    assert.deepEqual([wrongPassword.statusCode, wrongPassword.json()], [400, { errors: ['Password is not right'] }]);
    const wrongCode = await turnOff({ password, code: '000000' });
    assert.deepEqual([wrongCode.statusCode, wrongCode.json()], [400, invalidCode]);
    const noCode = await turnOff({ password });
    assert.equal(noCode.statusCode, 400);
    const off = await turnOff({ password, code: await codeOf(member.secret) });
    assert.equal(off.statusCode, 204, off.body);
    assert.ok((await signIn(member.email)).json().accessToken, 'the password alone again');
  });

  it('an e-mailed sign-in link proves the mailbox, not the second factor: it gives no tokens', async () => {
    const member = await enrolled();
    assert.equal((await post('/account/send-sign-in-link', { email: member.email })).statusCode, 204);
    const token = await linkFromOutbox(app, admin, member.email, 'sign-in-link');
    const byLink = await post('/account/sign-in-with-link', { token });
    assert.equal(byLink.statusCode, 403);
    assert.deepEqual(byLink.json(), {
      errors: ['This account uses two-step sign-in: sign in with your password and a code'],
    });
  });

  it("the admin's reset is in the audit log, with whom it was about", async () => {
    const member = await enrolled();
    assert.equal((await callApi(app, 'DELETE', `/users/${member.userId}/two-step`, admin)).statusCode, 204);
    const log = await callApi(app, 'GET', '/audit-log?action=second-factor.reset', admin);
    assert.equal(log.statusCode, 200, log.body);
    const entries = log.json<{ entities: { subjectId: string; actor: { email: string } | null }[] }>().entities;
    assert.ok(entries.some((entry) => entry.subjectId === member.userId && entry.actor?.email === demo.admin.email));
  });

  it('only an admin resets a second factor', async () => {
    const member = await enrolled();
    const leader = await login(app, demo.leader);
    const byLeader = await callApi(app, 'DELETE', `/users/${member.userId}/two-step`, leader);
    assert.equal(byLeader.statusCode, 403);
    const byMember = await callApi(app, 'DELETE', `/users/${member.userId}/two-step`, member.session);
    assert.equal(byMember.statusCode, 403);
    assert.equal((await challengeOf(member.email)).next, 'code');
    assert.equal((await callApi(app, 'DELETE', '/users/not-a-uuid/two-step', admin)).statusCode, 400);
    assert.equal((await callApi(app, 'DELETE', `/users/${member.userId}/two-step`, admin)).statusCode, 204);
    assert.ok((await signIn(member.email)).json().accessToken);
  });

  it('required for staff: an admin without one sets it up at sign-in before getting any token; members are not asked', async () => {
    const staff = await newMember('Admin');
    const member = await newMember();
    assert.equal((await setSettings({ twoFactorForStaff: true, twoFactorForEveryone: false })).statusCode, 200);
    try {
      assert.ok((await signIn(member.email)).json().accessToken, 'a member without Givings, Members, Roles or Reports');
      const challenge = await challengeOf(staff.email);
      assert.equal(challenge.next, 'enrol');
      const asCode = await post('/account/two-step/sign-in', {
        challengeToken: challenge.challengeToken,
        code: '123456',
      });
      assert.equal(asCode.statusCode, 401, 'an enrolment challenge is not a code challenge');

      const setup = await post('/account/two-step/sign-in/setup', { challengeToken: challenge.challengeToken });
      assert.equal(setup.statusCode, 200, setup.body);
      const { secret } = setup.json();
      const wrong = await post('/account/two-step/sign-in/enrol', {
        challengeToken: challenge.challengeToken,
        code: '000000',
      });
      assert.deepEqual([wrong.statusCode, wrong.json()], [400, invalidCode]);
      const enrolledNow = await post('/account/two-step/sign-in/enrol', {
        challengeToken: challenge.challengeToken,
        code: await codeOf(secret),
      });
      assert.equal(enrolledNow.statusCode, 200, enrolledNow.body);
      const { recoveryCodes, session } = enrolledNow.json();
      assert.equal(recoveryCodes.length, 10);
      assert.equal((await callApi(app, 'GET', '/users/current', session)).statusCode, 200);
      const status = await callApi(app, 'GET', '/account/two-step', session);
      assert.deepEqual(status.json(), { enabled: true, required: true, recoveryCodesLeft: 10 });
      const turnOff = await callApi(app, 'POST', '/account/two-step/turn-off', session, {
        password,
        code: await codeOf(secret, 1),
      });
      assert.deepEqual(
        [turnOff.statusCode, turnOff.json()],
        [400, { errors: ['Your church requires two-step sign-in for your account'] }],
      );
      assert.equal((await challengeOf(staff.email)).next, 'code', 'from now on, the code');
    } finally {
      await setSettings({ twoFactorForStaff: false, twoFactorForEveryone: false });
    }
  });

  it('required for everyone: a plain member sets it up at sign-in too', async () => {
    const member = await newMember();
    await setSettings({ twoFactorForStaff: false, twoFactorForEveryone: true });
    try {
      assert.equal((await challengeOf(member.email)).next, 'enrol');
    } finally {
      await setSettings({ twoFactorForStaff: false, twoFactorForEveryone: false });
    }
    assert.ok((await signIn(member.email)).json().accessToken);
  });
});
