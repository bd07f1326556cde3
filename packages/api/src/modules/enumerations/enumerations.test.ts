import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeEachDatabase, type TestDatabase } from '../../../test/helper';
import { seedStates } from './enumerations.seed';

describeEachDatabase('GET /api/enumerations/states', (target) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  before(async () => {
    database = await target.fresh();
    app = await buildTestApp(database);
  });
  after(() => app.close());

  it('lists the 50 states and the District of Columbia, sorted by name', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/enumerations/states' });
    assert.equal(response.statusCode, 200);
    const states = response.json<{ id: number; name: string }[]>();
    assert.equal(states.length, 51);
    const names = states.map((state) => state.name);
    assert.deepEqual(names, [...names].sort());
    assert.ok(names.includes('District of Columbia'));
    assert.ok(names.includes('Kansas'));
    for (const state of states) assert.deepEqual(Object.keys(state).sort(), ['id', 'name']);
  });

  it('inserts nothing when the seed runs again', async () => {
    const inserted = await app.database.db.transaction((tx) => seedStates(tx));
    assert.equal(inserted, 0);
  });

  it('seeds nothing new when the server starts again on the same database', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/enumerations/states' })).json();
    await app.close();
    app = await buildTestApp(database);
    const again = await app.inject({ method: 'GET', url: '/api/enumerations/states' });
    assert.deepEqual(again.json(), before);
  });
});
