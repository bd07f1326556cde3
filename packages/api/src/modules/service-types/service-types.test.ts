import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { servicePlanMessages, servicePlanRules, type PlanItem, type ServicePlan } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { DEMO_SERVICE_PLANS } from './service-types.seed';

const forbidden = { errors: ['You do not have permission to do this'] };

describeEachDatabase('service types and plans', (target) => {
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

  const newType = async (name: string) =>
    (await call('POST', '/service-types', leader, { name })).json<{ id: number; name: string }>();
  const addItem = async (serviceTypeId: number, title: string, lengthMinutes = 5) => {
    const response = await call('POST', '/service-types/plan-items', leader, {
      serviceTypeId,
      kind: 'reading',
      title,
      lengthMinutes,
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json<PlanItem>();
  };
  const planOf = async (id: number) => (await call('GET', `/service-types/${id}`, leader)).json<ServicePlan>();
  const order = async (id: number) =>
    (await planOf(id)).servicePlan.servicePlanItems.map((item) => [item.position, item.title]);

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
  });
  after(() => app.close());

  it('lists the demo plans 10 a page, newest first, with their sizes, and searches by name', async () => {
    const page = await call('GET', '/service-types/paginated', leader);
    assert.equal(page.statusCode, 200);
    const { count, entities } = page.json<{
      count: number;
      entities: { name: string; itemsCount: number; totalMinutes: number }[];
    }>();
    assert.equal(count, DEMO_SERVICE_PLANS.length);
    assert.deepEqual(
      entities.map((type) => type.name),
      DEMO_SERVICE_PLANS.map((plan) => plan.name).reverse(),
    );
    const sunday = entities.find((type) => type.name === 'Sunday Morning Worship');
    assert.deepEqual([sunday?.itemsCount, sunday?.totalMinutes], [10, 55]);

    const found = await call('GET', '/service-types/paginated?search=night&take=1', admin);
    assert.deepEqual(
      [found.json().count, found.json().entities.map((type: { name: string }) => type.name)],
      [2, ['Youth Night']],
    );
    const box = await call('GET', '/service-types?search=WORSHIP', leader);
    assert.deepEqual(
      box.json().map((type: { name: string }) => type.name),
      ['Sunday Morning Worship'],
    );
    const bad = await call('GET', '/service-types/paginated?take=x', leader);
    assert.deepEqual([bad.statusCode, bad.json()], [400, { errors: ['take must be a whole number'] }]);
  });

  it('creates, renames and deletes a service type; names are required and at most 100 characters', async () => {
    const created = await call('POST', '/service-types', leader, { name: '  Easter Sunrise  ' });
    assert.equal(created.statusCode, 201);
    const { id } = created.json<{ id: number }>();
    assert.deepEqual(
      { ...created.json<object>(), createdAt: undefined, updatedAt: undefined },
      { id, name: 'Easter Sunrise', itemsCount: 0, totalMinutes: 0, createdAt: undefined, updatedAt: undefined },
    );
    const renamed = await call('PUT', `/service-types/${id}`, admin, { name: 'Easter Sunrise Service' });
    assert.equal(renamed.json().name, 'Easter Sunrise Service');

    for (const [payload, message] of [
      [{}, servicePlanMessages.nameRequired],
      [{ name: '  ' }, servicePlanMessages.nameRequired],
      [{ name: 'x'.repeat(servicePlanRules.nameMax + 1) }, servicePlanMessages.nameMax],
    ] as const) {
      const response = await call('POST', '/service-types', leader, payload);
      assert.deepEqual([response.statusCode, response.json()], [400, { errors: [message] }]);
    }

    await addItem(id, 'Luke 24:1-12');
    await call('POST', '/service-types/notes', leader, { serviceTypeId: id, text: 'Chairs on the lawn by 6.' });
    assert.equal((await call('DELETE', `/service-types/${id}`, leader)).statusCode, 204);
    const gone = await call('GET', `/service-types/${id}`, leader);
    assert.deepEqual([gone.statusCode, gone.json()], [404, { errors: [servicePlanMessages.serviceTypeNotFound] }]);
    assert.equal((await call('PUT', `/service-types/${id}`, leader, { name: 'Again' })).statusCode, 404);
    assert.equal((await call('DELETE', `/service-types/${id}`, leader)).statusCode, 404);
    const badId = await call('GET', '/service-types/abc', leader);
    assert.deepEqual([badId.statusCode, badId.json()], [400, { errors: ['Service type id is invalid'] }]);
  });

  it('shows a plan: items in order, notes, attachments', async () => {
    const [first] = (await call('GET', '/service-types?search=Sunday', leader)).json<{ id: number }[]>();
    const plan = await planOf(first?.id ?? 0);
    assert.equal(plan.name, 'Sunday Morning Worship');
    const items = plan.servicePlan.servicePlanItems;
    assert.deepEqual(
      items.map((item) => item.position),
      items.map((_item, index) => index + 1),
    );
    assert.deepEqual(items[2], {
      id: items[2]?.id,
      serviceTypeId: plan.id,
      position: 3,
      kind: 'song',
      title: 'Holy, Holy, Holy',
      lengthMinutes: 4,
      description: null,
      songKey: 'D',
      songId: '3',
    });
    assert.equal(plan.servicePlan.notes.length, 1);
    assert.deepEqual(plan.servicePlan.attachments, []);
  });

  it('adds, reads, changes and deletes items, and each change marks the plan updated', async () => {
    const { id } = await newType('Good Friday');
    const before = (await planOf(id)).updatedAt;
    const song = await call('POST', '/service-types/plan-items', leader, {
      serviceTypeId: id,
      kind: 'song',
      title: ' The Old Rugged Cross ',
      lengthMinutes: 4,
      songKey: 'Bb',
      songId: 'pd-0042',
      description: '',
    });
    assert.equal(song.statusCode, 201);
    const created = song.json<PlanItem>();
    assert.deepEqual(
      { ...created, id: 0 },
      {
        id: 0,
        serviceTypeId: id,
        position: 1,
        kind: 'song',
        title: 'The Old Rugged Cross',
        lengthMinutes: 4,
        description: null,
        songKey: 'Bb',
        songId: 'pd-0042',
      },
    );
    const touched = (await planOf(id)).updatedAt;
    assert.ok(touched > before, `${touched} after ${before}`);

    assert.deepEqual((await call('GET', `/service-types/plan-items/${created.id}`, leader)).json(), created);
    const changed = await call('PUT', `/service-types/plan-items/${created.id}`, admin, {
      kind: 'reading',
      title: 'John 19:17-30',
      lengthMinutes: 6,
      description: 'Read in parts',
    });
    assert.deepEqual(changed.json(), {
      ...created,
      kind: 'reading',
      title: 'John 19:17-30',
      lengthMinutes: 6,
      description: 'Read in parts',
      songKey: null,
      songId: null,
    });
    assert.ok((await planOf(id)).updatedAt > touched);

    assert.equal((await call('DELETE', `/service-types/plan-items/${created.id}`, leader)).statusCode, 204);
    const gone = await call('GET', `/service-types/plan-items/${created.id}`, leader);
    assert.deepEqual([gone.statusCode, gone.json()], [404, { errors: [servicePlanMessages.planItemNotFound] }]);
    assert.equal(
      (await call('PUT', `/service-types/plan-items/${created.id}`, leader, changed.json())).statusCode,
      404,
    );
    assert.equal((await call('DELETE', `/service-types/plan-items/${created.id}`, leader)).statusCode, 404);
    const noPlan = await call('POST', '/service-types/plan-items', leader, {
      serviceTypeId: 999_999,
      kind: 'prayer',
      title: 'Nowhere',
      lengthMinutes: 1,
    });
    assert.deepEqual([noPlan.statusCode, noPlan.json()], [404, { errors: [servicePlanMessages.serviceTypeNotFound] }]);
  });

  it('validates items: kind, title, whole minutes from 0 to 240, keys and song ids for songs only', async () => {
    const { id } = await newType('Validation');
    const valid = { serviceTypeId: id, kind: 'song', title: 'Amazing Grace', lengthMinutes: 4 };
    for (const [change, message] of [
      [{ kind: 'dance' }, servicePlanMessages.kindInvalid],
      [{ title: '   ' }, servicePlanMessages.titleRequired],
      [{ title: 'x'.repeat(servicePlanRules.titleMax + 1) }, servicePlanMessages.titleMax],
      [{ lengthMinutes: undefined }, servicePlanMessages.lengthRequired],
      [{ lengthMinutes: 2.5 }, servicePlanMessages.lengthWhole],
      [{ lengthMinutes: -1 }, servicePlanMessages.lengthMin],
      [{ lengthMinutes: 241 }, servicePlanMessages.lengthMax],
      [{ songKey: 'H' }, servicePlanMessages.songKeyInvalid],
      [{ kind: 'prayer', songKey: 'G' }, servicePlanMessages.songKeyOnlyForSongs],
      [{ kind: 'sermon', songId: 'pd-1' }, servicePlanMessages.songIdOnlyForSongs],
      [{ description: 'x'.repeat(servicePlanRules.descriptionMax + 1) }, servicePlanMessages.descriptionMax],
    ] as const) {
      const response = await call('POST', '/service-types/plan-items', leader, { ...valid, ...change });
      assert.deepEqual([response.statusCode, response.json()], [400, { errors: [message] }], JSON.stringify(change));
    }
    const zero = await call('POST', '/service-types/plan-items', leader, {
      ...valid,
      kind: 'header',
      lengthMinutes: 0,
    });
    assert.equal(zero.statusCode, 201);
    const minor = await call('POST', '/service-types/plan-items', leader, { ...valid, songKey: 'F#m' });
    assert.equal(minor.json().songKey, 'F#m');
    const badMove = await call('PUT', `/service-types/plan-items/${zero.json().id}/position`, leader, { position: 0 });
    assert.deepEqual([badMove.statusCode, badMove.json()], [400, { errors: [servicePlanMessages.positionInvalid] }]);
  });

  it('keeps positions 1..n without gaps: move the last to the top, delete one in the middle, add, move down', async () => {
    const { id } = await newType('Reorder');
    const [a, b, c, d] = [
      await addItem(id, 'A', 1),
      await addItem(id, 'B', 2),
      await addItem(id, 'C', 3),
      await addItem(id, 'D', 4),
    ];
    assert.deepEqual(await order(id), [
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
      [4, 'D'],
    ]);

    const moved = await call('PUT', `/service-types/plan-items/${d?.id}/position`, leader, { position: 1 });
    assert.equal(moved.statusCode, 200);
    const expected = [
      [1, 'D'],
      [2, 'A'],
      [3, 'B'],
      [4, 'C'],
    ];
    assert.deepEqual(
      moved.json<PlanItem[]>().map((item) => [item.position, item.title]),
      expected,
    );
    assert.deepEqual(await order(id), expected);

    assert.equal((await call('DELETE', `/service-types/plan-items/${a?.id}`, leader)).statusCode, 204);
    assert.deepEqual(await order(id), [
      [1, 'D'],
      [2, 'B'],
      [3, 'C'],
    ]);

    await addItem(id, 'E', 5);
    assert.deepEqual(await order(id), [
      [1, 'D'],
      [2, 'B'],
      [3, 'C'],
      [4, 'E'],
    ]);
    // Past the end means last.
    await call('PUT', `/service-types/plan-items/${b?.id}/position`, admin, { position: 99 });
    assert.deepEqual(await order(id), [
      [1, 'D'],
      [2, 'C'],
      [3, 'E'],
      [4, 'B'],
    ]);
    await call('PUT', `/service-types/plan-items/${c?.id}/position`, leader, { position: 3 });
    assert.deepEqual(await order(id), [
      [1, 'D'],
      [2, 'E'],
      [3, 'C'],
      [4, 'B'],
    ]);

    // Moves racing on one plan take turns: the order is still a permutation of 1..n.
    await Promise.all(
      [1, 4, 2, 3].map((position, index) =>
        call('PUT', `/service-types/plan-items/${[b, c, d, b][index]?.id}/position`, leader, { position }),
      ),
    );
    const after = await order(id);
    assert.deepEqual(
      after.map(([position]) => position),
      [1, 2, 3, 4],
    );
    assert.deepEqual(after.map(([, title]) => title).sort(), ['B', 'C', 'D', 'E']);
    const missing = await call('PUT', '/service-types/plan-items/999999/position', leader, { position: 1 });
    assert.equal(missing.statusCode, 404);
  });

  it('inserts a song where the planner chose: the items after it move down, the order is kept; racing inserts take turns', async () => {
    const { id } = await newType('Insert');
    for (const title of ['Welcome', 'Sermon', 'Blessing']) await addItem(id, title);
    const song = (title: string, position?: number) =>
      call('POST', '/service-types/plan-items', leader, {
        serviceTypeId: id,
        kind: 'song',
        title,
        songId: '84',
        lengthMinutes: 4,
        ...(position === undefined ? {} : { position }),
      });

    const afterWelcome = await song('Amazing Grace', 2);
    assert.equal(afterWelcome.statusCode, 201, afterWelcome.body);
    assert.equal(afterWelcome.json<PlanItem>().position, 2);
    assert.equal((await song('Be Thou My Vision', 1)).json<PlanItem>().position, 1);
    // Past the end, or no position at all: last.
    assert.equal((await song('Doxology', 99)).json<PlanItem>().position, 6);
    await song('Postlude');
    assert.deepEqual(await order(id), [
      [1, 'Be Thou My Vision'],
      [2, 'Welcome'],
      [3, 'Amazing Grace'],
      [4, 'Sermon'],
      [5, 'Blessing'],
      [6, 'Doxology'],
      [7, 'Postlude'],
    ]);

    for (const position of [0, 1.5, -3, '2']) {
      const refused = await song('Nowhere', position as number);
      assert.deepEqual([refused.statusCode, refused.json()], [400, { errors: [servicePlanMessages.positionInvalid] }]);
    }

    await Promise.all([song('Race 1', 1), song('Race 2', 1), song('Race 3', 3)]);
    const raced = await order(id);
    assert.deepEqual(
      raced.map(([position]) => position),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    assert.equal(raced.filter(([, title]) => String(title).startsWith('Race')).length, 3);
  });

  it('adds, changes and deletes notes', async () => {
    const { id } = await newType('Notes');
    const created = await call('POST', '/service-types/notes', leader, {
      serviceTypeId: id,
      text: ' Bring the banners ',
    });
    assert.equal(created.statusCode, 201);
    const note = created.json<{ id: number; text: string }>();
    assert.equal(note.text, 'Bring the banners');
    const changed = await call('PUT', `/service-types/notes/${note.id}`, admin, { text: 'Bring the red banners' });
    assert.equal(changed.json().text, 'Bring the red banners');
    assert.deepEqual(
      (await planOf(id)).servicePlan.notes.map((item) => item.text),
      ['Bring the red banners'],
    );
    const empty = await call('POST', '/service-types/notes', leader, { serviceTypeId: id, text: '' });
    assert.deepEqual([empty.statusCode, empty.json()], [400, { errors: [servicePlanMessages.noteRequired] }]);
    const long = await call('PUT', `/service-types/notes/${note.id}`, leader, { text: 'x'.repeat(2001) });
    assert.deepEqual([long.statusCode, long.json()], [400, { errors: [servicePlanMessages.noteMax] }]);
    assert.equal((await call('DELETE', `/service-types/notes/${note.id}`, leader)).statusCode, 204);
    const gone = await call('PUT', `/service-types/notes/${note.id}`, leader, { text: 'Again' });
    assert.deepEqual([gone.statusCode, gone.json()], [404, { errors: [servicePlanMessages.noteNotFound] }]);
    assert.equal((await call('DELETE', `/service-types/notes/${note.id}`, leader)).statusCode, 404);
    const noPlan = await call('POST', '/service-types/notes', leader, { serviceTypeId: 999_999, text: 'x' });
    assert.equal(noPlan.statusCode, 404);
  });

  it('refuses members without the Service plans action (403) and anonymous callers (401)', async () => {
    const { id } = await newType('Guarded');
    const item = await addItem(id, 'Psalm 23');
    for (const [method, url, payload] of [
      ['GET', '/service-types/paginated', undefined],
      ['GET', '/service-types', undefined],
      ['GET', `/service-types/${id}`, undefined],
      ['POST', '/service-types', { name: 'Nope' }],
      ['PUT', `/service-types/${id}`, { name: 'Nope' }],
      ['DELETE', `/service-types/${id}`, undefined],
      ['POST', '/service-types/plan-items', { serviceTypeId: id, kind: 'prayer', title: 'Nope', lengthMinutes: 1 }],
      ['GET', `/service-types/plan-items/${item.id}`, undefined],
      ['PUT', `/service-types/plan-items/${item.id}`, { kind: 'prayer', title: 'Nope', lengthMinutes: 1 }],
      ['PUT', `/service-types/plan-items/${item.id}/position`, { position: 1 }],
      ['DELETE', `/service-types/plan-items/${item.id}`, undefined],
      ['POST', '/service-types/notes', { serviceTypeId: id, text: 'Nope' }],
      ['PUT', '/service-types/notes/1', { text: 'Nope' }],
      ['DELETE', '/service-types/notes/1', undefined],
    ] as const) {
      const refused = await call(method, url, member, payload);
      assert.deepEqual([refused.statusCode, refused.json()], [403, forbidden], `${method} ${url}`);
      assert.equal((await call(method, url, undefined, payload)).statusCode, 401, `${method} ${url}`);
    }
    assert.deepEqual(await order(id), [[1, 'Psalm 23']]);
  });
});
