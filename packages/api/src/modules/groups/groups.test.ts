import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { groupMessages, type Group, type GroupList, type GroupTypeList } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';

const FORBIDDEN = 'You do not have permission to do this';

describeEachDatabase('group types and groups', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  let leader: TestSession;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: TestSession, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(session ? { headers: bearer(session) } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const errorOf = async (response: Awaited<ReturnType<typeof call>>) => [response.statusCode, response.json()];

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
  });
  after(() => app.close());

  it('pages the seeded group types by name, five by default', async () => {
    const page = await call('GET', '/group-types', leader);
    assert.equal(page.statusCode, 200);
    const list = page.json<GroupTypeList>();
    assert.equal(list.count, 4);
    assert.deepEqual(
      list.entities.map((type) => [type.name, type.colorTheme]),
      [
        ['Fellowship', 'purple'],
        ['Outreach', 'green'],
        ['Worship', 'blue'],
        ['Youth', 'gold'],
      ],
    );
    const second = (await call('GET', '/group-types?skip=2&take=1', admin)).json<GroupTypeList>();
    assert.deepEqual(
      second.entities.map((type) => type.name),
      ['Worship'],
    );
    assert.deepEqual(await errorOf(await call('GET', '/group-types?take=x', admin)), [
      400,
      { errors: ['take must be a whole number'] },
    ]);
  });

  it('lists groups with their type and leader by name, and searches them five at most', async () => {
    const all = (await call('GET', '/groups?take=50', leader)).json<GroupList>();
    assert.equal(all.count, 5);
    const choir = all.entities.find((group) => group.name === 'Sanctuary Choir');
    assert.deepEqual(choir?.groupType.name, 'Worship');
    assert.deepEqual(choir?.leader, { id: leader.userId, name: 'Ruth Lindqvist' });
    assert.equal(all.entities.find((group) => group.name === 'Family Life')?.leader, null);

    const search = (await call('GET', '/groups?search=TEAM', admin)).json<GroupList>();
    assert.deepEqual(
      search.entities.map((group) => group.name),
      ['Mercy Team'],
    );
    assert.equal((await call('GET', '/groups', admin)).json<GroupList>().entities.length, 5);
  });

  it('creates, updates and deletes a group type with the Events action; names are unique', async () => {
    const created = await call('POST', '/group-types', leader, {
      name: '  Prayer ',
      description: 'Intercessors',
      colorTheme: 'teal',
    });
    assert.equal(created.statusCode, 201);
    const { id } = created.json<{ id: number }>();
    assert.deepEqual(created.json(), { id, name: 'Prayer', description: 'Intercessors', colorTheme: 'teal' });

    assert.deepEqual(await errorOf(await call('POST', '/group-types', admin, { name: 'Youth', colorTheme: 'red' })), [
      409,
      { errors: [groupMessages.groupTypeExists] },
    ]);
    const updated = await call('PUT', `/group-types/${id}`, admin, { name: 'Prayer Team', colorTheme: 'orange' });
    assert.deepEqual(updated.json(), { id, name: 'Prayer Team', description: '', colorTheme: 'orange' });

    assert.equal((await call('DELETE', `/group-types/${id}`, leader)).statusCode, 204);
    assert.deepEqual(await errorOf(await call('DELETE', `/group-types/${id}`, admin)), [
      404,
      { errors: [groupMessages.groupTypeNotFound] },
    ]);
    assert.equal((await call('PUT', '/group-types/999999', admin, { name: 'X', colorTheme: 'red' })).statusCode, 404);
  });

  it('refuses to delete a group type that groups use, and says why', async () => {
    const types = (await call('GET', '/group-types', admin)).json<GroupTypeList>();
    const worship = types.entities.find((type) => type.name === 'Worship');
    assert.deepEqual(await errorOf(await call('DELETE', `/group-types/${worship?.id}`, leader)), [
      409,
      { errors: [groupMessages.groupTypeInUse] },
    ]);
    assert.equal((await call('GET', '/group-types', admin)).json<GroupTypeList>().count, 4);
  });

  it('validates group types: name, length, palette colour, id', async () => {
    for (const [payload, message] of [
      [{ colorTheme: 'blue' }, groupMessages.groupTypeNameRequired],
      [{ name: '  ', colorTheme: 'blue' }, groupMessages.groupTypeNameRequired],
      [{ name: 'x'.repeat(101), colorTheme: 'blue' }, groupMessages.groupTypeNameMax],
      [{ name: 'Pink', colorTheme: '#ff00ff' }, groupMessages.colorThemeRequired],
      [{ name: 'Pink' }, groupMessages.colorThemeRequired],
      [{ name: 'Long', colorTheme: 'blue', description: 'x'.repeat(1001) }, groupMessages.descriptionMax],
    ] as const) {
      assert.deepEqual(await errorOf(await call('POST', '/group-types', admin, payload)), [400, { errors: [message] }]);
    }
    assert.deepEqual(await errorOf(await call('DELETE', '/group-types/abc', admin)), [
      400,
      { errors: ['Group type id is invalid'] },
    ]);
  });

  it('creates, updates and deletes a group; its leader is a member, shown by name', async () => {
    const types = (await call('GET', '/group-types', admin)).json<GroupTypeList>();
    const youth = types.entities.find((type) => type.name === 'Youth');
    assert.ok(youth);
    const created = await call('POST', '/groups', leader, {
      name: 'Middle School',
      groupTypeId: youth.id,
      leaderId: member.userId,
      description: 'Grades 6 to 8',
    });
    assert.equal(created.statusCode, 201, created.body);
    const group = created.json<Group>();
    assert.deepEqual(group, {
      id: group.id,
      name: 'Middle School',
      description: 'Grades 6 to 8',
      groupType: { id: youth.id, name: 'Youth', colorTheme: 'gold' },
      leader: { id: member.userId, name: 'Daniel Okafor' },
    });

    const updated = await call('PUT', `/groups/${group.id}`, admin, { name: 'Junior High', groupTypeId: youth.id });
    assert.equal(updated.json<Group>().name, 'Junior High');
    assert.equal(updated.json<Group>().leader, null);

    assert.deepEqual(
      await errorOf(await call('POST', '/groups', admin, { name: 'Mercy Team', groupTypeId: youth.id })),
      [409, { errors: [groupMessages.groupExists] }],
    );
    assert.equal((await call('DELETE', `/groups/${group.id}`, leader)).statusCode, 204);
    assert.deepEqual(await errorOf(await call('DELETE', `/groups/${group.id}`, admin)), [
      404,
      { errors: [groupMessages.groupNotFound] },
    ]);
  });

  it('validates groups: name, type, leader', async () => {
    for (const [payload, status, message] of [
      [{ groupTypeId: 1 }, 400, groupMessages.groupNameRequired],
      [{ name: 'Nameless' }, 400, groupMessages.groupTypeRequired],
      [{ name: 'Nowhere', groupTypeId: 999999 }, 400, groupMessages.groupTypeNotFound],
      [{ name: 'Bad leader', groupTypeId: 1, leaderId: 'nope' }, 400, groupMessages.leaderInvalid],
      [
        { name: 'Ghost leader', groupTypeId: 1, leaderId: '00000000-0000-4000-8000-000000000000' },
        400,
        groupMessages.leaderNotFound,
      ],
    ] as const) {
      assert.deepEqual(await errorOf(await call('POST', '/groups', admin, payload)), [status, { errors: [message] }]);
    }
  });

  it('refuses members without the Events action (403) and anonymous callers (401)', async () => {
    for (const [method, url] of [
      ['GET', '/group-types'],
      ['POST', '/group-types'],
      ['PUT', '/group-types/1'],
      ['DELETE', '/group-types/1'],
      ['GET', '/groups'],
      ['POST', '/groups'],
      ['PUT', '/groups/1'],
      ['DELETE', '/groups/1'],
    ] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { name: 'Nope', colorTheme: 'red' };
      assert.deepEqual(await errorOf(await call(method, url, member, payload)), [403, { errors: [FORBIDDEN] }]);
      assert.equal((await call(method, url, undefined, payload)).statusCode, 401);
    }
  });
});
