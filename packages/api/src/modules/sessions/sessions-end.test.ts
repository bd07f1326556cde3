import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  buildTestApp,
  demo,
  describeEachDatabase,
  linkFromOutbox,
  login,
  tempDir,
  type TestDatabase,
  type TestSession,
} from '../../../test/helper';

const password = 'Secret123';

describeEachDatabase('sessions end on the next request', (target) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: TestSession;
  let serial = 0;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload ? { payload } : {}),
    });
  const whoAmI = async (session: TestSession, on = app) =>
    (await on.inject({ method: 'GET', url: '/api/users/current', headers: bearer(session) })).statusCode;

  /** A confirmed member of their own, signed in. */
  async function newMember(): Promise<TestSession & { email: string }> {
    serial += 1;
    const email = `sessions-${serial}@example.com`;
    const registered = await call('POST', '/account/register', undefined, {
      firstName: 'Ruth',
      lastName: 'Moabite',
      email,
      password,
      confirmPassword: password,
      phoneNumber: '+13165550123',
      address: { streetAddress: '1 Main St', city: 'Wichita', stateId: 17, zipCode: '67202' },
    });
    assert.equal(registered.statusCode, 204, registered.body);
    const token = await linkFromOutbox(app, admin, email, 'confirm-email');
    assert.equal((await call('POST', '/account/confirm-email', undefined, { token })).statusCode, 204);
    return { ...(await login(app, { email, password })), email };
  }

  const roleIds = async () =>
    Object.fromEntries(
      (await call('GET', '/roles/short', admin)).json<{ id: number; name: string }[]>().map((r) => [r.name, r.id]),
    ) as Record<string, number>;

  before(async () => {
    database = await target.fresh();
    app = await buildTestApp(database);
    admin = await login(app, demo.admin);
  });
  after(() => app.close());

  it('after logout, the access token is refused at once', async () => {
    const member = await newMember();
    assert.equal(await whoAmI(member), 200);
    assert.equal((await call('POST', '/account/logout', member)).statusCode, 204);
    assert.equal(await whoAmI(member), 401);
  });

  it('after a password reset, every device is signed out at once', async () => {
    const member = await newMember();
    assert.equal(await whoAmI(member), 200);
    await call('POST', '/account/send-forgot-password-email', undefined, { email: member.email });
    const token = await linkFromOutbox(app, admin, member.email, 'reset-password');
    const reset = await call('POST', '/account/reset-password', undefined, {
      token,
      password: 'Newer1234',
      confirmPassword: 'Newer1234',
    });
    assert.equal(reset.statusCode, 204, reset.body);
    assert.equal(await whoAmI(member), 401);
  });

  it("a deleted member's token gets 401, for reads and writes alike", async () => {
    const member = await newMember();
    const deleted = await call('DELETE', '/users/multiple', admin, { ids: [member.userId] });
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.equal(await whoAmI(member), 401);
    const write = await call('POST', '/requests', member, { requestText: 'Still here?', page: 1 });
    assert.deepEqual([write.statusCode, write.json()], [401, { errors: ['Unauthorized'] }]);
  });

  it('a demoted leader loses the pages of their old role on the next request, and gets them back', async () => {
    const leader = await login(app, demo.leader);
    assert.equal((await call('GET', '/users/members?skip=0&take=12', leader)).statusCode, 200);
    const ids = await roleIds();
    const demote = await call('PUT', '/users/role', admin, { userId: leader.userId, roleId: ids.Member });
    assert.equal(demote.statusCode, 204, demote.body);
    assert.equal((await call('GET', '/users/members?skip=0&take=12', leader)).statusCode, 403);
    assert.equal((await call('POST', '/givingTypes', leader, { name: 'Demoted fund' })).statusCode, 403);

    await call('PUT', '/users/role', admin, { userId: leader.userId, roleId: ids['Ministry Leader'] });
    assert.equal((await call('GET', '/users/members?skip=0&take=12', leader)).statusCode, 200);
  });

  it("a role's actions changed by an admin apply to its holders' next request", async () => {
    const leader = await login(app, demo.leader);
    const roles = (await call('GET', '/roles', admin)).json<
      { id: number; name: string; allowedActions: { id: number }[] }[]
    >();
    const role = roles.find((candidate) => candidate.name === 'Ministry Leader');
    assert.ok(role);
    const all = role.allowedActions.map((action) => action.id);
    const actions = (await call('GET', '/allowed-actions', admin)).json<{ id: number; name: string }[]>();
    const members = actions.find((action) => action.name === 'Members')?.id;
    const without = await call('PUT', `/roles/${role.id}`, admin, {
      allowedActionIds: all.filter((id) => id !== members),
    });
    assert.equal(without.statusCode, 200, without.body);
    assert.equal((await call('GET', '/users/members?skip=0&take=12', leader)).statusCode, 403);
    await call('PUT', `/roles/${role.id}`, admin, { allowedActionIds: all });
    assert.equal((await call('GET', '/users/members?skip=0&take=12', leader)).statusCode, 200);
  });

  it('a reused refresh token ends its session, access token included', async () => {
    const member = await newMember();
    const first = await call('POST', '/account/refresh-access-token', undefined, {
      accessToken: member.accessToken,
      refreshToken: member.refreshToken,
    });
    assert.equal(first.statusCode, 200);
    const renewed = { ...member, accessToken: first.json<TestSession>().accessToken };
    // Well after the rotation (past the grace for a second tab): someone else holds the old token.
    await app.database.db.execute(sql`update refresh_tokens set rotated_at = rotated_at - interval '1 minute'`);
    const reuse = await call('POST', '/account/refresh-access-token', undefined, {
      accessToken: member.accessToken,
      refreshToken: member.refreshToken,
    });
    assert.equal(reuse.statusCode, 401);
    assert.equal(await whoAmI(renewed), 401);
  });

  it('a validly signed token for a user who does not exist gets 401, not 403', async () => {
    const member = await newMember();
    const [header, payload] = member.accessToken.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const sessionId = app.accessTokens.inspect(member.accessToken)?.sessionId ?? '';
    const ghost = app.accessTokens.issue(
      { id: '00000000-0000-4000-8000-000000000000', roles: ['Admin'], allowedActions: [] },
      sessionId,
    );
    assert.ok(header && claims.sid);
    const response = await app.inject({ method: 'GET', url: '/api/users/members', headers: bearer(ghost) });
    assert.equal(response.statusCode, 401);
  });

  it(
    'a logout on one API process is refused by another on the same PostgreSQL within 1 s',
    { skip: target.name !== 'postgres' && 'one PGlite folder serves one process' },
    async () => {
      const other = await buildTestApp({ dataDir: tempDir(), databaseUrl: database.databaseUrl ?? '' });
      try {
        const member = await newMember();
        assert.equal(await whoAmI(member, other), 200);
        assert.equal((await call('POST', '/account/logout', member)).statusCode, 204);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        assert.equal(await whoAmI(member, other), 401);
      } finally {
        await other.close();
      }
    },
  );
});
