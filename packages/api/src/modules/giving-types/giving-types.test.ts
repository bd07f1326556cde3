import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { givingMessages } from '@church/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../../../test/helper';
import { recurringGivings } from '../recurring-givings';
import { givingPlans } from './giving-types.table';

describeEachDatabase('giving types and plans', (target) => {
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

  before(async () => {
    app = await buildTestApp(await target.fresh());
    [admin, member, leader] = await Promise.all([
      login(app, demo.admin),
      login(app, demo.member),
      login(app, demo.leader),
    ]);
  });
  after(() => app.close());

  it('lists the seeded types and monthly plans to anyone', async () => {
    const types = await call('GET', '/givingTypes');
    assert.equal(types.statusCode, 200);
    assert.deepEqual(
      types.json<{ name: string }[]>().map((type) => type.name),
      ['Tithe', 'Missions', 'Building Fund', 'Benevolence'],
    );
    const plans = await call('GET', '/giving-plans');
    assert.deepEqual(
      plans.json<{ amount: number }[]>().map((plan) => plan.amount),
      [10, 25, 50, 100, 250],
    );
  });

  it('pages giving types five at a time by default, for the Givings action only', async () => {
    const page = await call('GET', '/paginated-givingTypes', leader);
    assert.equal(page.statusCode, 200);
    assert.equal(page.json().count, 4);
    assert.equal(page.json().entities.length, 4);
    const second = await call('GET', '/paginated-givingTypes?skip=2&take=1', admin);
    assert.deepEqual(
      second.json().entities.map((type: { name: string }) => type.name),
      ['Building Fund'],
    );
    const bad = await call('GET', '/paginated-givingTypes?take=x', leader);
    assert.deepEqual([bad.statusCode, bad.json()], [400, { errors: ['take must be a whole number'] }]);
    const forbidden = await call('GET', '/paginated-givingTypes', member);
    assert.deepEqual(
      [forbidden.statusCode, forbidden.json()],
      [403, { errors: ['You do not have permission to do this'] }],
    );
    assert.equal((await call('GET', '/paginated-givingTypes')).statusCode, 401);
  });

  it('keeps a giving type that gifts or monthly gifts use, and says which', async () => {
    const types = (await call('GET', '/givingTypes')).json<{ id: number; name: string }[]>();
    // The demo gifts give to the Building Fund once; no monthly gift does.
    const building = types.find((type) => type.name === 'Building Fund');
    const given = await call('DELETE', `/givingTypes/${building?.id}`, leader);
    assert.deepEqual([given.statusCode, given.json()], [409, { errors: [givingMessages.givingTypeInUse] }]);

    // A type only a monthly gift uses: the subscription is what keeps it.
    const camp = (await call('POST', '/givingTypes', admin, { name: 'Camp Fund' })).json<{ id: number }>();
    const [plan] = await app.database.db.select().from(givingPlans);
    assert.ok(plan);
    await app.database.db.insert(recurringGivings).values({
      userId: member.userId,
      givingPlanId: plan.id,
      givingTypeId: camp.id,
      amountCents: plan.amountCents,
      subscriptionId: 'sub_test_camp_fund',
      priceId: 'price_test_camp_fund',
    });
    const monthly = await call('DELETE', `/givingTypes/${camp.id}`, admin);
    assert.deepEqual(
      [monthly.statusCode, monthly.json()],
      [409, { errors: [givingMessages.givingTypeInRecurringUse] }],
    );
    assert.ok((await call('GET', '/givingTypes')).json<{ id: number }[]>().some((type) => type.id === camp.id));
    await app.database.db.delete(recurringGivings).where(eq(recurringGivings.givingTypeId, camp.id));
    assert.equal((await call('DELETE', `/givingTypes/${camp.id}`, admin)).statusCode, 204);
  });

  it('creates, renames and deletes with the Givings action; names are unique', async () => {
    const created = await call('POST', '/givingTypes', leader, { name: '  Youth Camp ' });
    assert.equal(created.statusCode, 201);
    const { id } = created.json<{ id: number; name: string }>();
    assert.equal(created.json().name, 'Youth Camp');

    const duplicate = await call('POST', '/givingTypes', admin, { name: 'Tithe' });
    assert.deepEqual([duplicate.statusCode, duplicate.json()], [409, { errors: [givingMessages.givingTypeExists] }]);
    const renamedToDuplicate = await call('PUT', `/givingTypes/${id}`, admin, { name: 'Missions' });
    assert.equal(renamedToDuplicate.statusCode, 409);

    const renamed = await call('PUT', `/givingTypes/${id}`, admin, { name: 'Summer Camp' });
    assert.deepEqual(renamed.json(), { id, name: 'Summer Camp' });

    assert.equal((await call('DELETE', `/givingTypes/${id}`, leader)).statusCode, 204);
    const gone = await call('DELETE', `/givingTypes/${id}`, admin);
    assert.deepEqual([gone.statusCode, gone.json()], [404, { errors: [givingMessages.givingTypeNotFound] }]);
    const missing = await call('PUT', '/givingTypes/999999', admin, { name: 'Nothing' });
    assert.equal(missing.statusCode, 404);
  });

  it('validates the name and the id', async () => {
    for (const [payload, message] of [
      [{}, givingMessages.givingTypeNameRequired],
      [{ name: '   ' }, givingMessages.givingTypeNameRequired],
      [{ name: 'x'.repeat(101) }, givingMessages.givingTypeNameMax],
    ] as const) {
      const response = await call('POST', '/givingTypes', admin, payload);
      assert.deepEqual([response.statusCode, response.json()], [400, { errors: [message] }]);
    }
    const badId = await call('DELETE', '/givingTypes/abc', admin);
    assert.deepEqual([badId.statusCode, badId.json()], [400, { errors: ['Giving type id is invalid'] }]);
  });

  it('refuses writes to members without the Givings action and to anonymous callers', async () => {
    for (const [method, url] of [
      ['POST', '/givingTypes'],
      ['PUT', '/givingTypes/1'],
      ['DELETE', '/givingTypes/1'],
    ] as const) {
      const forbidden = await call(method, url, member, { name: 'Nope' });
      assert.deepEqual(
        [forbidden.statusCode, forbidden.json()],
        [403, { errors: ['You do not have permission to do this'] }],
      );
      assert.equal((await call(method, url, undefined, { name: 'Nope' })).statusCode, 401);
    }
    assert.equal((await call('GET', '/givingTypes')).json().length, 4);
  });
});
