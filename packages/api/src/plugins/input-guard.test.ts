import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, login, tempDir, type TestSession } from '../../test/helper';
import { hasControlCharacters } from './input-guard';

describe('control characters in input', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ dataDir: tempDir() });
  });
  after(() => app.close());

  const refused = { errors: ['Text must not contain control characters'] };

  it('refuses a NUL byte in a JSON body, a query and a path parameter with 400, never 500', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { source: 'web', message: 'before\u0000after', url: '' },
    });
    assert.deepEqual([body.statusCode, body.json()], [400, refused]);
    const query = await app.inject({ method: 'GET', url: '/api/videos/by-name?name=%00&skip=0&take=6' });
    assert.deepEqual([query.statusCode, query.json()], [400, refused]);
    const path = await app.inject({ method: 'GET', url: '/api/videos/1%00' });
    assert.deepEqual([path.statusCode, path.json()], [400, refused]);
  });

  it('lets tabs and line breaks through, as people type them', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { source: 'web', message: 'line one\nline\ttwo\r\n', url: '' },
    });
    assert.equal(response.statusCode, 204);
  });

  it('looks at keys and values at any depth', () => {
    assert.equal(hasControlCharacters({ a: [{ b: ['ok', 'bell\u0007'] }] }), true);
    assert.equal(hasControlCharacters({ ['key\u001f']: 1 }), true);
    assert.equal(hasControlCharacters({ a: [1, null, true, { b: 'fine\n' }] }), false);
  });
});

describe('ids beyond what the database holds', () => {
  let app: FastifyInstance;
  let admin: TestSession;
  let member: TestSession;
  before(async () => {
    app = await buildTestApp({ dataDir: tempDir() });
    [admin, member] = await Promise.all([login(app, demo.admin), login(app, demo.member)]);
  });
  after(() => app.close());

  it('answers 400 with the field named, never 500, for an id above 2^31 - 1 in a body', async () => {
    const tooBig = 2 ** 31;
    const cases: [string, string, TestSession, object, string][] = [
      ['POST', '/api/comments', member, { videoId: tooBig, text: 'Amen' }, 'Video is required'],
      ['POST', '/api/messages', member, { requestId: tooBig, messageText: 'Praying' }, 'Prayer request is required'],
      ['PUT', '/api/givings/refund', member, { givingDetailId: 2 ** 40 }, 'Giving detail is invalid'],
      ['PUT', '/api/users/role', admin, { userId: member.userId, roleId: tooBig }, 'Role is required'],
    ];
    for (const [method, url, session, payload, message] of cases) {
      const response = await app.inject({ method: method as 'POST', url, headers: bearer(session), payload });
      assert.equal(response.statusCode, 400, `${method} ${url}: ${response.body}`);
      assert.ok(response.json<{ errors: string[] }>().errors.includes(message), `${url}: ${response.body}`);
    }
  });
});
