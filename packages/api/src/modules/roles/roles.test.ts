import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { allowedActionNames } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

interface Role {
  id: number;
  name: string;
  allowedActions: { id: number; name: string }[];
}

describeEachDatabase('roles and allowed actions', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  let actions: { id: number; name: string }[];
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: TestSession, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(session),
      ...(payload ? { payload: payload as object } : {}),
    });
  const roles = async () => (await call('GET', '/roles', admin)).json<Role[]>();

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
    actions = (await call('GET', '/allowed-actions', admin)).json();
  });
  after(() => app.close());

  it('lists exactly the nine allowed actions of the spec', () => {
    assert.deepEqual(
      actions.map((action) => action.name),
      [...allowedActionNames],
    );
  });

  it('lists the seeded roles sorted by name, with their actions, and their short form', async () => {
    const list = await roles();
    assert.deepEqual(
      list.map((role) => [role.name, role.allowedActions.length]),
      [
        ['Admin', 9],
        ['Member', 0],
        ['Ministry Leader', 9],
      ],
    );
    const short = (await call('GET', '/roles/short', admin)).json();
    assert.deepEqual(
      short,
      list.map(({ id, name }) => ({ id, name })),
    );
  });

  it('is closed to members without the Roles action and to anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', '/roles'],
      ['GET', '/roles/short'],
      ['GET', '/allowed-actions'],
      ['POST', '/roles'],
      ['PUT', '/roles/range'],
      ['PUT', '/roles/1'],
      ['DELETE', '/roles/1'],
    ] as const) {
      const forbidden = await call(method, url, member, {});
      assert.deepEqual(
        [forbidden.statusCode, forbidden.json()],
        [403, { errors: ['You do not have permission to do this'] }],
      );
      assert.equal((await app.inject({ method, url: `/api${url}` })).statusCode, 401);
    }
  });

  it('creates a role, refusing a duplicate name with 409 and an unknown action with 400', async () => {
    const ids = actions.slice(0, 2).map((action) => action.id);
    const created = await call('POST', '/roles', leader, { name: 'Worship Team', allowedActionIds: ids });
    assert.equal(created.statusCode, 201);
    assert.deepEqual(
      created.json().allowedActions.map((action: { id: number }) => action.id),
      ids,
    );
    const duplicate = await call('POST', '/roles', admin, { name: 'Worship Team', allowedActionIds: [] });
    assert.deepEqual(
      [duplicate.statusCode, duplicate.json()],
      [409, { errors: ['Role with this name already exists'] }],
    );
    const unknown = await call('POST', '/roles', admin, { name: 'Ushers', allowedActionIds: [9999] });
    assert.deepEqual([unknown.statusCode, unknown.json()], [400, { errors: ['Allowed action not found'] }]);
    const blank = await call('POST', '/roles', admin, { name: '  ' });
    assert.deepEqual(blank.json(), { errors: ['Role name is required'] });
    assert.deepEqual(
      (await roles()).map((role) => role.name),
      ['Admin', 'Member', 'Ministry Leader', 'Worship Team'],
    );
  });

  it('renames a role and replaces its actions; the Admin role stays as it is, the Member role keeps its name', async () => {
    const worship = (await roles()).find((role) => role.name === 'Worship Team');
    assert.ok(worship);
    const updated = await call('PUT', `/roles/${worship.id}`, admin, {
      name: 'Choir',
      allowedActionIds: [actions[8]?.id],
    });
    assert.equal(updated.statusCode, 200);
    assert.deepEqual(updated.json(), { id: worship.id, name: 'Choir', allowedActions: [actions[8]] });
    const adminRole = (await roles()).find((role) => role.name === 'Admin');
    for (const change of [
      { name: 'Boss', allowedActionIds: actions.map((action) => action.id) },
      { allowedActionIds: [] },
    ]) {
      const refused = await call('PUT', `/roles/${adminRole?.id}`, admin, change);
      assert.deepEqual([refused.statusCode, refused.json()], [400, { errors: ['The Admin role cannot be changed'] }]);
    }
    assert.equal((await roles()).find((role) => role.name === 'Admin')?.allowedActions.length, 9);
    const memberRole = (await roles()).find((role) => role.name === 'Member');
    const memberRenamed = await call('PUT', `/roles/${memberRole?.id}`, admin, { name: 'Guest', allowedActionIds: [] });
    assert.deepEqual(
      [memberRenamed.statusCode, memberRenamed.json()],
      [400, { errors: ['The Member role is given to new members and cannot be renamed'] }],
    );
    const clash = await call('PUT', `/roles/${worship.id}`, admin, { name: 'Member', allowedActionIds: [] });
    assert.equal(clash.statusCode, 409);
    const missing = await call('PUT', '/roles/9999', admin, { allowedActionIds: [] });
    assert.deepEqual([missing.statusCode, missing.json()], [404, { errors: ['Role not found'] }]);
  });

  it('saves a range of action changes at once, all or nothing', async () => {
    const list = await roles();
    const member = list.find((role) => role.name === 'Member');
    const choir = list.find((role) => role.name === 'Choir');
    assert.ok(member && choir);
    const changes = [
      { id: member.id, allowedActionIds: [actions[0]?.id] },
      { id: choir.id, allowedActionIds: [] },
    ];
    const saved = await call('PUT', '/roles/range', admin, changes);
    assert.equal(saved.statusCode, 200);
    const after = saved.json<Role[]>();
    assert.deepEqual(after.find((role) => role.id === member.id)?.allowedActions, [actions[0]]);
    assert.deepEqual(after.find((role) => role.id === choir.id)?.allowedActions, []);

    const failing = await call('PUT', '/roles/range', admin, [
      { id: member.id, allowedActionIds: [] },
      { id: 9999, allowedActionIds: [] },
    ]);
    assert.equal(failing.statusCode, 404);
    const unchanged = (await roles()).find((role) => role.id === member.id);
    assert.deepEqual(unchanged?.allowedActions, [actions[0]], 'the first change was rolled back');

    const adminRole = list.find((role) => role.name === 'Admin');
    const withAdmin = await call('PUT', '/roles/range', admin, [{ id: adminRole?.id, allowedActionIds: [] }]);
    assert.deepEqual([withAdmin.statusCode, withAdmin.json()], [400, { errors: ['The Admin role cannot be changed'] }]);
  });

  it('deletes a role, its members falling back to the Member role; never the Admin or Member role', async () => {
    const list = await roles();
    const adminRole = list.find((role) => role.name === 'Admin');
    const refused = await call('DELETE', `/roles/${adminRole?.id}`, admin);
    assert.deepEqual([refused.statusCode, refused.json()], [400, { errors: ['The Admin role cannot be deleted'] }]);
    const memberRole = list.find((role) => role.name === 'Member');
    const memberRefused = await call('DELETE', `/roles/${memberRole?.id}`, admin);
    assert.deepEqual(
      [memberRefused.statusCode, memberRefused.json()],
      [400, { errors: ['The Member role is given to new members and cannot be deleted'] }],
    );
    const choir = list.find((role) => role.name === 'Choir');
    assert.equal(
      (await call('PUT', '/users/role', admin, { userId: member.userId, roleId: choir?.id })).statusCode,
      204,
    );
    assert.equal((await call('DELETE', `/roles/${choir?.id}`, admin)).statusCode, 204);
    assert.equal((await call('DELETE', `/roles/${choir?.id}`, admin)).statusCode, 404);
    const okafor = (await call('GET', '/users?search=okafor', admin)).json<{ role: { name: string } | null }[]>();
    assert.equal(okafor[0]?.role?.name, 'Member');
    const refreshed = await login(app, demo.member);
    assert.deepEqual([refreshed.roles, refreshed.allowedActions], [['Member'], [actions[0]?.name]]);
    assert.deepEqual(
      (await roles()).map((role) => role.name),
      ['Admin', 'Member', 'Ministry Leader'],
    );
    const badId = await call('DELETE', '/roles/abc', admin);
    assert.deepEqual([badId.statusCode, badId.json()], [400, { errors: ['Role id is invalid'] }]);
  });

  it('opens each side to its own action only: Members for members, Roles for roles', async () => {
    const idOf = (name: string) => actions.find((action) => action.name === name)?.id;
    const expectations = [
      ['Members', { '/users/members': 200, '/roles/short': 200, '/roles': 403, '/allowed-actions': 403 }],
      ['Roles', { '/users/members': 403, '/roles/short': 200, '/roles': 200, '/allowed-actions': 200 }],
    ] as const;
    for (const [action, statuses] of expectations) {
      const role = (
        await call('POST', '/roles', admin, { name: `Only ${action}`, allowedActionIds: [idOf(action)] })
      ).json();
      assert.equal(
        (await call('PUT', '/users/role', admin, { userId: member.userId, roleId: role.id })).statusCode,
        204,
      );
      const holder = await login(app, demo.member);
      for (const [url, status] of Object.entries(statuses)) {
        assert.equal((await call('GET', url, holder)).statusCode, status, `${action}: ${url}`);
      }
    }
  });
});
