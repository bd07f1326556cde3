import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createPasswordHasher } from '../../lib/password';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { createUsersRepository } from './users.repository';

const profile = {
  firstName: 'Daniel',
  lastName: 'Okafor',
  phoneNumber: '+13165550111',
  address: { streetAddress: '418 SW 6th Ave', city: 'Topeka', stateId: 17, zipCode: '66603' },
};

describeEachDatabase('users: current user and members', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload ? { payload } : {}),
    });

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
  });
  after(() => app.close());

  it('answers 401 Unauthorized without a token, or with a malformed, forged or unsigned one', async () => {
    const forged = `${member.accessToken.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    const [header, payload] = member.accessToken.split('.') as [string, string];
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      `Bearer ${forged}`,
      `Bearer ${none}`,
      `Bearer ${header}`,
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/current',
        headers: authorization ? { authorization } : {},
      });
      assert.deepEqual(
        [response.statusCode, response.json()],
        [401, { errors: ['Unauthorized'] }],
        String(authorization),
      );
    }
  });

  it('shows the signed-in user their own profile only', async () => {
    const response = await call('GET', '/users/current', member);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      id: member.userId,
      firstName: 'Daniel',
      lastName: 'Okafor',
      email: 'member@example.com',
      phoneNumber: '+13165551037',
      photoUrl: null,
      address: { streetAddress: '418 SW 6th Ave', city: 'Topeka', stateId: 17, zipCode: '66603' },
    });
  });

  it('updates the profile, validating with the spec messages', async () => {
    const updated = await call('PUT', '/users/current', member, {
      ...profile,
      firstName: 'Dan',
      photoUrl: '/files/me.png',
    });
    assert.equal(updated.statusCode, 200);
    assert.equal(updated.json().firstName, 'Dan');
    assert.equal(updated.json().photoUrl, '/files/me.png');
    const invalid = await call('PUT', '/users/current', member, { ...profile, lastName: 'O' });
    assert.deepEqual(invalid.json(), { errors: ['The length of Last name must be at least 2 characters'] });
    const noOld = await call('PUT', '/users/current', member, { ...profile, password: 'Fresh123' });
    assert.deepEqual(noOld.json(), { errors: ['Old password is required'] });
  });

  it('changes the password only with the correct old one, and signs out refresh tokens', async () => {
    const wrong = await call('PUT', '/users/current', member, {
      ...profile,
      oldPassword: 'Nope1234',
      password: 'Fresh123',
    });
    assert.deepEqual([wrong.statusCode, wrong.json()], [400, { errors: ['Old password is incorrect'] }]);
    const session = await login(app, demo.member);
    const changed = await call('PUT', '/users/current', session, {
      ...profile,
      oldPassword: 'Member123',
      password: 'Fresh123',
    });
    assert.equal(changed.statusCode, 200);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/account/refresh-access-token',
      payload: { accessToken: '', refreshToken: session.refreshToken },
    });
    assert.equal(refresh.statusCode, 401);
    await login(app, { email: demo.member.email, password: 'Fresh123' });
  });

  it('keeps members, user search, role changes and deletion from members without the right', async () => {
    for (const [method, url, payload] of [
      ['GET', '/users/members'],
      ['GET', '/users'],
      ['PUT', '/users/role', { userId: admin.userId, roleId: 1 }],
      ['DELETE', '/users/multiple', { ids: [admin.userId] }],
      ['GET', '/outbox'],
    ] as const) {
      const anonymous = await call(method, url, undefined, payload);
      assert.equal(anonymous.statusCode, 401, `${method} ${url}`);
      const forbidden = await call(method, url, member, payload);
      assert.deepEqual(
        [forbidden.statusCode, forbidden.json()],
        [403, { errors: ['You do not have permission to do this'] }],
      );
    }
    // The Members action lists members, but changing roles and deleting stay with admins.
    assert.equal((await call('GET', '/users/members', leader)).statusCode, 200);
    assert.equal((await call('DELETE', '/users/multiple', leader, { ids: [member.userId] })).statusCode, 403);
  });

  it('pages members by 12 with their role, and searches them', async () => {
    const first = await call('GET', '/users/members', admin);
    assert.equal(first.statusCode, 200);
    const page = first.json<{ count: number; entities: { email: string; role: { name: string } | null }[] }>();
    assert.equal(page.count, 11);
    assert.equal(page.entities.length, 11);
    assert.deepEqual(Object.keys(page.entities[0] ?? {}).sort(), [
      'email',
      'firstName',
      'id',
      'lastName',
      'photoUrl',
      'role',
    ]);
    assert.equal(page.entities.find((entity) => entity.email === 'leader@example.com')?.role?.name, 'Ministry Leader');
    const second = (await call('GET', '/users/members?skip=10&take=5', admin)).json();
    assert.deepEqual([second.count, second.entities.length], [11, 1]);
    const searched = (await call('GET', '/users/members?search=kansas', admin)).json();
    assert.equal(searched.count, 0);
    const byName = (await call('GET', '/users/members?search=Grace%20Whit', admin)).json();
    assert.deepEqual(
      byName.entities.map((entity: { email: string }) => entity.email),
      ['admin@example.com'],
    );
    const bad = await call('GET', '/users/members?take=abc', admin);
    assert.deepEqual([bad.statusCode, bad.json()], [400, { errors: ['take must be a whole number'] }]);
  });

  it('returns at most 20 users from the user search', async () => {
    const hasher = createPasswordHasher(10);
    const users = createUsersRepository(app.database.db);
    const passwordHash = await hasher.hash('Member123');
    for (let i = 0; i < 12; i += 1) {
      await users.insert({
        email: `extra${i}@example.com`,
        passwordHash,
        firstName: `Extra${i}`,
        lastName: 'Person',
        phoneNumber: '+13165550100',
        streetAddress: '1 Main St',
        city: 'Wichita',
        stateId: 17,
        zipCode: '67202',
      });
    }
    const all = await call('GET', '/users?limit=50', admin);
    assert.equal(all.json<unknown[]>().length, 20);
    assert.deepEqual(Object.keys(all.json()[0]).sort(), ['email', 'firstName', 'id', 'lastName']);
    assert.equal((await call('GET', '/users?search=extra', admin)).json<unknown[]>().length, 12);
    assert.equal((await call('GET', '/users?search=extra&limit=3', admin)).json<unknown[]>().length, 3);
  });

  it("changes a member's role, which the next session carries", async () => {
    const roles = (await call('GET', '/roles/short', admin)).json<{ id: number; name: string }[]>();
    const leaderRole = roles.find((role) => role.name === 'Ministry Leader');
    assert.ok(leaderRole);
    const changed = await call('PUT', '/users/role', admin, { userId: member.userId, roleId: leaderRole.id });
    assert.equal(changed.statusCode, 204);
    const session = await login(app, { email: demo.member.email, password: 'Fresh123' });
    assert.deepEqual(session.roles, ['Ministry Leader']);
    assert.equal(session.allowedActions.length, 9);
    const missingRole = await call('PUT', '/users/role', admin, { userId: member.userId, roleId: 9999 });
    assert.deepEqual([missingRole.statusCode, missingRole.json()], [404, { errors: ['Role not found'] }]);
    const self = await call('PUT', '/users/role', admin, { userId: admin.userId, roleId: leaderRole.id });
    assert.deepEqual([self.statusCode, self.json()], [400, { errors: ['You cannot change your own role'] }]);
  });

  it('deletes several members, never the admin themself', async () => {
    const self = await call('DELETE', '/users/multiple', admin, { ids: [member.userId, admin.userId] });
    assert.deepEqual([self.statusCode, self.json()], [400, { errors: ['You cannot delete yourself'] }]);
    const empty = await call('DELETE', '/users/multiple', admin, { ids: [] });
    assert.deepEqual(empty.json(), { errors: ['Choose at least one member'] });
    const deleted = await call('DELETE', '/users/multiple', admin, { ids: [member.userId] });
    assert.equal(deleted.statusCode, 204);
    assert.equal((await call('GET', '/users/current', member)).statusCode, 401, 'a deleted user is nobody');
    const page = (await call('GET', '/users/members?take=100', admin)).json();
    assert.equal(
      page.entities.some((entity: { id: string }) => entity.id === member.userId),
      false,
    );
  });
});
