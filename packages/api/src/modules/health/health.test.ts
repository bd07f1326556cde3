import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeEachDatabase } from '../../../test/helper';

describeEachDatabase('GET /api/health', (target) => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp(await target.fresh());
  });
  after(() => app.close());

  it('answers ok after asking the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', database: 'ok' });
  });

  it('answers 503 with an errors list when the database is gone', async () => {
    await app.database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { errors: ['Database is unavailable'] });
  });
});
