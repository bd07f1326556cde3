import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, captureLogs, describeEachDatabase } from '../../../test/helper';
import { CLIENT_ERRORS_PER_MINUTE } from '.';

const report = { source: 'mfe_giving', message: 'Loading remote failed', url: 'http://localhost:3000/giving' };

describeEachDatabase('POST /api/client-errors', (target) => {
  let app: FastifyInstance;
  const logs = captureLogs('warn');
  before(async () => {
    app = await buildTestApp(await target.fresh(), { logger: logs.logger });
  });
  after(() => app.close());

  it('writes the report to the server log as one structured warning', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/client-errors', payload: report });
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
    const line = logs.lines.find((entry) => entry.msg === 'client error reported');
    assert.ok(line, 'no log line for the report');
    assert.equal(line.level, 40);
    assert.deepEqual({ source: line.source, message: line.message, url: line.url }, report);
    assert.equal(typeof line.reqId, 'string');
  });

  it('rejects an invalid report with every validation message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { source: '', message: 'x'.repeat(2001), url: 'u' },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      errors: ['Source is required', 'Message max length is 2000 characters'],
    });
  });

  it('rejects a request without a body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/client-errors' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { errors: ['Request body is required'] });
  });

  it(`answers 429 after ${CLIENT_ERRORS_PER_MINUTE} reports a minute from one address`, async () => {
    const address = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: report,
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, Array(CLIENT_ERRORS_PER_MINUTE).fill(204));
    const limited = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: report,
      remoteAddress: address,
    });
    assert.equal(limited.statusCode, 429);
    assert.deepEqual(limited.json(), { errors: ['Too many requests, please try again later'] });
    assert.ok(Number(limited.headers['retry-after']) > 0);

    const other = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: report,
      remoteAddress: '203.0.113.8',
    });
    assert.equal(other.statusCode, 204, 'another address is not limited');
  });
});
