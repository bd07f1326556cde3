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

  it('renames a role and replaces its actions; the Admin role keeps its name', async () => {
    const worship = (await roles()).find((role) => role.name === 'Worship Team');
    assert.ok(worship);
    const updated = await call('PUT', `/roles/${worship.id}`, admin, {
      name: 'Choir',
      allowedActionIds: [actions[8]?.id],
    });
    assert.equal(updated.statusCode, 200);
    assert.deepEqual(updated.json(), { id: worship.id, name: 'Choir', allowedActions: [actions[8]] });
    const adminRole = (await roles()).find((role) => role.name === 'Admin');
    const renamed = await call('PUT', `/roles/${adminRole?.id}`, admin, { name: 'Boss', allowedActionIds: [] });
    assert.deepEqual([renamed.statusCode, renamed.json()], [400, { errors: ['The Admin role cannot be renamed'] }]);
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
  });

  it('deletes a role, never the Admin role', async () => {
    const list = await roles();
    const adminRole = list.find((role) => role.name === 'Admin');
    const refused = await call('DELETE', `/roles/${adminRole?.id}`, admin);
    assert.deepEqual([refused.statusCode, refused.json()], [400, { errors: ['The Admin role cannot be deleted'] }]);
    const choir = list.find((role) => role.name === 'Choir');
    assert.equal((await call('DELETE', `/roles/${choir?.id}`, admin)).statusCode, 204);
    assert.equal((await call('DELETE', `/roles/${choir?.id}`, admin)).statusCode, 404);
    assert.deepEqual(
      (await roles()).map((role) => role.name),
      ['Admin', 'Member', 'Ministry Leader'],
    );
    const badId = await call('DELETE', '/roles/abc', admin);
    assert.deepEqual([badId.statusCode, badId.json()], [400, { errors: ['Role id is invalid'] }]);
  });
});
