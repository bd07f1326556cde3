import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, demo, login, tempDir, type TestSession } from '../../test/helper';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

// Sign-out would end the admin's session half-way, and an event stream never ends by itself.
const SKIPPED = new Set(['POST /api/account/logout', 'GET /api/requests/events']);

const BAD_PARAMS = ['x', '0', '-1', '99999999999999999999', '1.5', '%00', '%E0%A4%A'];
const BAD_QUERIES = [
  'skip=-1&take=abc',
  'skip=99999999999&take=99999999999',
  'search=%00&query=%00&name=%00',
  'id=abc&songId=%00&month=13&year=0',
  'startDate=2026-02-30&endDate=yesterday&period=century',
  'from=not-a-date&to=&givingTypeId=9999999999999',
];
const BAD_BODIES: unknown[] = [
  {},
  [],
  null,
  'text',
  { id: 2 ** 53, videoId: -1, roleId: 'x', serviceTypeId: 2 ** 31, groupId: {}, userId: 'not-a-uuid' },
  { name: 'a'.repeat(100_000), text: '\u0000', title: ['x'], email: 7, amount: -5, designations: [{}] },
  { startDate: '2026-13-01', endDate: '2026-01-01', month: 0, saveAsTemplate: 'yes', attachments: [null] },
  { ids: Array.from({ length: 10_000 }, (_, i) => i), allowedActionIds: ['x'], postItems: 'none' },
];

/** Every documented route: the OpenAPI document lists them all, new ones included. */
async function routesOf(app: FastifyInstance): Promise<[Method, string][]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method): [Method, string] => [method.toUpperCase() as Method, path]),
  );
}

describe('bad input never makes a 500', () => {
  let app: FastifyInstance;
  let admin: TestSession;
  before(async () => {
    app = await buildTestApp({ dataDir: tempDir() });
    admin = await login(app, demo.admin);
  });
  after(() => app.close());

  it('answers every route, given malformed params, queries and bodies as an admin, with a 4xx { errors }', async () => {
    const routes = (await routesOf(app)).filter(([method, path]) => !SKIPPED.has(`${method} ${path}`));
    assert.ok(routes.length > 100, `only ${routes.length} routes found`);
    const failures: string[] = [];
    for (const [method, path] of routes) {
      for (const [index, param] of BAD_PARAMS.entries()) {
        const url = path.replace(/\{[^}]+\}/g, param);
        const query = BAD_QUERIES[index % BAD_QUERIES.length];
        const body = BAD_BODIES[index % BAD_BODIES.length];
        const response = await app.inject({
          method,
          url: `${url}?${query}`,
          headers: bearer(admin),
          ...(method === 'GET' || method === 'DELETE'
            ? {}
            : { payload: JSON.stringify(body), headers: { ...bearer(admin), 'content-type': 'application/json' } }),
        });
        const where = `${method} ${url}?${query} ${JSON.stringify(body)?.slice(0, 80)}`;
        if (response.statusCode >= 500)
          failures.push(`${response.statusCode} ${where}: ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400) {
          const parsed = (() => {
            try {
              return response.json<{ errors?: unknown }>();
            } catch {
              return undefined;
            }
          })();
          if (!Array.isArray(parsed?.errors)) failures.push(`${response.statusCode} without { errors }: ${where}`);
        }
      }
    }
    assert.deepEqual(failures, []);
  });
});
