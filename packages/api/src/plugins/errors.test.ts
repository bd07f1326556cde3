import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { HttpError } from '../lib/http-error';
import { captureLogs, tempDir } from '../../test/helper';

describe('error responses', () => {
  let app: FastifyInstance;
  const logs = captureLogs('info');
  before(async () => {
    app = await buildApp({ dataDir: tempDir(), logger: logs.logger });
    // Two routes that fail the ways handlers will: on purpose, and by a bug. Open to anyone, as
    // every route must say (plugins/route-access.ts).
    const open = { config: { access: 'public' } } as const;
    app.get('/api/test/teapot', open, async () => {
      throw new HttpError(418, ['Short and stout']);
    });
    app.get('/api/test/bug', open, async () => {
      throw new Error('connection string with a password in it');
    });
    app.get('/api/test/query', open, async () => {
      throw new Error('Failed query: insert into "users" ("email") values ($1)\nparams: ruth@example.com', {
        cause: Object.assign(new Error('duplicate key value'), {
          code: '23505',
          detail: 'Key (email)=(ruth@example.com)',
        }),
      });
    });
    // A value a contract might miss, handed to the database as a route would store it.
    app.post<{ Body: { value: string } }>('/api/test/as-int4', open, async (request) => {
      await app.database.db.execute(sql`select ${request.body.value}::int4`);
      return {};
    });
    app.post<{ Body: { value: string } }>('/api/test/as-timestamptz', open, async (request) => {
      await app.database.db.execute(sql`select ${request.body.value}::timestamptz`);
      return {};
    });
    // A route that logs as handlers do: a line of its own, and one through a child.
    app.get('/api/test/logs', open, async (request) => {
      request.log.info({ note: 'own' }, 'route line');
      request.log.child({ part: 'payments' }).warn('child line');
      return { level: request.log.level };
    });
    await app.ready();
  });
  after(() => app.close());

  it('answers an unknown route with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope?x=1' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { errors: ['Route GET /api/nope not found'] });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"source": ',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      errors: ["Body is not valid JSON but content-type is set to 'application/json'"],
    });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ source: 's', message: 'x'.repeat(1024 * 1024), url: '' }),
    });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), { errors: ['Request body is too large'] });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    assert.equal(response.statusCode, 415);
    assert.equal(response.json<{ errors: string[] }>().errors.length, 1);
  });

  it('answers a path parameter too long (414) and headers too large (431) in the same JSON shape', async () => {
    const long = await app.inject({ method: 'GET', url: `/api/videos/${'9'.repeat(300)}` });
    assert.deepEqual([long.statusCode, long.json()], [414, { errors: ['The address is too long'] }]);
    // Node's parser refuses these before Fastify: only a real socket shows it.
    const server = await buildApp({ dataDir: tempDir(), logger: false });
    try {
      const base = await server.listen({ port: 0, host: '127.0.0.1' });
      const big = await fetch(`${base}/api/health`, { headers: { 'x-big': 'a'.repeat(20_000) } });
      assert.deepEqual([big.status, await big.json()], [431, { errors: ['Request headers are too large'] }]);
    } finally {
      await server.close();
    }
  });

  it('answers an error thrown with a status with that status and its message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/teapot' });
    assert.equal(response.statusCode, 418);
    assert.deepEqual(response.json(), { errors: ['Short and stout'] });
  });

  it('hides an unexpected error behind a generic 500 and logs it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/bug' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { errors: ['Internal Server Error'] });
    assert.doesNotMatch(response.body, /password|at .*\.ts/);
    const logged = logs.lines.find((line) => line.level === 50);
    assert.ok(logged, 'the failure was not logged');
    assert.match(JSON.stringify(logged), /connection string with a password/);
  });

  it('logs a failed query without the values a person submitted', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/query' });
    assert.equal(response.statusCode, 500);
    const logged = JSON.stringify(logs.lines.filter((line) => line.level === 50).at(-1));
    assert.match(logged, /Failed query: insert into/);
    assert.match(logged, /23505/);
    assert.doesNotMatch(logged, /ruth@example\.com/);
  });

  it('answers a number or date the database cannot hold with a 400, and logs no value', async () => {
    const refused = async (url: string, value: string) => {
      const response = await app.inject({ method: 'POST', url, payload: { value } });
      return [response.statusCode, response.json()];
    };
    const outOfRange = [400, { errors: ['A number is out of range'] }];
    assert.deepEqual(await refused('/api/test/as-int4', '2147483648'), outOfRange);
    assert.deepEqual(await refused('/api/test/as-int4', '-2147483649'), outOfRange);
    const badDate = [400, { errors: ['A date or time is out of range or invalid'] }];
    assert.deepEqual(await refused('/api/test/as-timestamptz', '0000-01-01T00:00:00Z'), badDate);
    assert.deepEqual(await refused('/api/test/as-timestamptz', '2026-02-30T00:00:00Z'), badDate);
    assert.deepEqual(await refused('/api/test/as-timestamptz', '294277-01-01T00:00:00Z'), badDate);
    const warned = logs.lines.filter((line) => line.level === 40 && line.sqlState);
    assert.deepEqual(
      warned.map((line) => line.sqlState),
      ['22003', '22003', '22008', '22008', '22008'],
    );
    assert.doesNotMatch(JSON.stringify(warned), /2147483648|0000-01-01|2026-02-30/);
  });

  it('never logs authorization or cookie headers', async () => {
    app.log.info({ req: { headers: { authorization: 'Bearer secret-token', cookie: 'sid=secret-cookie' } } }, 'probe');
    const probe = logs.lines.find((line) => line.msg === 'probe');
    assert.ok(probe);
    assert.doesNotMatch(JSON.stringify(probe), /secret-token|secret-cookie/);
  });

  it('never logs the access token an event stream carries in its URL', async () => {
    app.log.info({ req: { method: 'GET', url: '/api/requests/events?accessToken=secret-jwt&lastEventId=4' } }, 'sse');
    const line = JSON.stringify(logs.lines.find((candidate) => candidate.msg === 'sse'));
    assert.doesNotMatch(line, /secret-jwt/);
    assert.match(line, /accessToken=\[redacted\]&lastEventId=4/);
  });

  it('never logs an e-mail address a URL carries', async () => {
    const urls = [
      '/api/account/resend-confirm-email?email=esther.walker%40example.com',
      '/api/account/resend-confirm-email?email=esther.walker@example.com&x=1',
      '/api/users/members?skip=0&search=esther.walker%40example.com',
      '/api/users?search=ESTHER.WALKER%40EXAMPLE.COM',
    ];
    for (const url of urls) await app.inject({ method: url.includes('resend') ? 'POST' : 'GET', url });
    const lines = logs.lines.filter((line) => String(line.url).startsWith('/api/'));
    for (const url of urls) {
      const path = url.split('?')[0]!;
      assert.ok(
        lines.some((line) => String(line.url).startsWith(path)),
        `${path} was logged`,
      );
    }
    assert.doesNotMatch(JSON.stringify(logs.lines), /esther\.walker/i);
    assert.ok(lines.some((line) => line.url === '/api/account/resend-confirm-email?email=[redacted]&x=1'));
  });

  it("names the request on each line a route logs, its child's included, and on its request line", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/logs' });
    assert.deepEqual(response.json(), { level: 'info' });
    const reqId = response.headers['x-request-id'];
    const own = logs.lines.find((line) => line.msg === 'route line');
    const child = logs.lines.find((line) => line.msg === 'child line');
    assert.deepEqual([own?.reqId, own?.note], [reqId, 'own']);
    assert.deepEqual([child?.reqId, child?.part, child?.level], [reqId, 'payments', 40]);
    const requestLine = logs.lines.find((line) => line.url === '/api/test/logs');
    assert.deepEqual([requestLine?.reqId, requestLine?.statusCode], [reqId, 200]);
  });

  it('logs one line for each answer the read cache knows, a 304 included', async () => {
    const url = '/api/videos/home';
    const first = await app.inject({ url });
    const known = await app.inject({ url });
    const revalidated = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    for (const [response, status] of [
      [first, 200],
      [known, 200],
      [revalidated, 304],
    ] as const) {
      assert.equal(response.statusCode, status);
      const line = logs.lines.find((entry) => entry.reqId === response.headers['x-request-id']);
      assert.deepEqual(
        [line?.msg, line?.url, line?.statusCode, line?.level, line?.pid],
        ['request completed', url, status, 30, process.pid],
      );
      assert.equal(typeof line?.responseTime, 'number');
    }
  });

  it('sends a JSON answer the security headers for data, and a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.equal(response.headers['cross-origin-opener-policy'], undefined, 'no policies for pages on data');
    assert.match(String(response.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });
});

describe('API docs', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildApp({ dataDir: tempDir(), logger: false });
  });
  after(() => app.close());

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /Swagger UI/);
    // A page: helmet's policies for pages, and the UI's own CSP kept.
    assert.equal(response.headers['cross-origin-opener-policy'], 'same-origin');
    assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
    assert.match(String(response.headers['content-security-policy']), /img-src 'self' data: validator\.swagger\.io/);
  });

  it('lists every API route in the OpenAPI document, with the request schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    assert.deepEqual(Object.keys(document.paths).sort(), [
      '/api/account/confirm-email',
      '/api/account/login',
      '/api/account/logout',
      '/api/account/refresh-access-token',
      '/api/account/register',
      '/api/account/resend-confirm-email',
      '/api/account/reset-password',
      '/api/account/send-forgot-password-email',
      '/api/account/send-sign-in-link',
      '/api/account/sessions',
      '/api/account/sessions/sign-out-others',
      '/api/account/sessions/{id}',
      '/api/account/sign-in-with-link',
      '/api/account/two-step',
      '/api/account/two-step/enable',
      '/api/account/two-step/setup',
      '/api/account/two-step/sign-in',
      '/api/account/two-step/sign-in/enrol',
      '/api/account/two-step/sign-in/setup',
      '/api/account/two-step/turn-off',
      '/api/activities/for-period',
      '/api/activities/{id}',
      '/api/allowed-actions',
      '/api/audit-log',
      '/api/bank-verifications',
      '/api/bank-verifications/current',
      '/api/bank-verifications/{id}/verify',
      '/api/calendar/events/{id}.ics',
      '/api/calendar/groups/{id}.ics',
      '/api/calendar/public.ics',
      '/api/campaigns',
      '/api/campaigns/{id}',
      '/api/campaigns/{id}/my-pledge',
      '/api/campaigns/{id}/pledges',
      '/api/church-settings',
      '/api/client-errors',
      '/api/comments',
      '/api/comments/statistic',
      '/api/comments/{id}',
      '/api/enumerations/states',
      '/api/event-templates',
      '/api/event-templates/{id}',
      '/api/events',
      '/api/events/by-month',
      '/api/events/detailed',
      '/api/events/latest',
      '/api/events/paginated',
      '/api/events/report-html',
      '/api/events/report-pdf',
      '/api/events/upcoming',
      '/api/events/{id}',
      '/api/events/{id}/occurrences/{date}',
      '/api/files',
      '/api/files/{name}',
      '/api/giving-plans',
      '/api/givingTypes',
      '/api/givingTypes/{id}',
      '/api/givings/anonymous-giving',
      '/api/givings/anonymous-giving-payment',
      '/api/givings/create-subscription',
      '/api/givings/history',
      '/api/givings/history/current',
      '/api/givings/offline',
      '/api/givings/offline/{id}',
      '/api/givings/one-time-giving',
      '/api/givings/one-time-giving-payment',
      '/api/givings/refund',
      '/api/givings/report-details',
      '/api/givings/report-html',
      '/api/givings/report-pdf',
      '/api/givings/retry-invoice',
      '/api/givings/statement/current',
      '/api/givings/statement/current/pdf',
      '/api/givings/statistic',
      '/api/givings/subscription-subject',
      '/api/givings/tax-receipt',
      '/api/givings/year-end-statements',
      '/api/givings/year-end-statements.zip',
      '/api/givings/year-end-statements/{id}',
      '/api/group-types',
      '/api/group-types/{id}',
      '/api/groups',
      '/api/groups/{id}',
      '/api/health',
      '/api/live-stream',
      '/api/live-stream/settings',
      '/api/messages',
      '/api/outbox',
      '/api/outbox/{id}/attachments/{index}',
      '/api/paginated-comments-all',
      '/api/paginated-comments/{videoId}',
      '/api/paginated-givingTypes',
      '/api/paginated-posts',
      '/api/paginated-videos',
      '/api/payment-methods',
      '/api/payment-methods/bank-account-setup',
      '/api/payment-methods/current',
      '/api/payment-methods/{id}',
      '/api/payment-methods/{id}/default',
      '/api/payments/config',
      '/api/payments/webhook',
      '/api/pledges/current',
      '/api/posts',
      '/api/posts/by-heading',
      '/api/posts/edit/{id}',
      '/api/posts/highlighted',
      '/api/posts/{id}',
      '/api/processing-fees',
      '/api/recurring-givings/current',
      '/api/recurring-givings/current/{id}',
      '/api/recurring-givings/current/{id}/pay-past-due',
      '/api/requests',
      '/api/requests/all',
      '/api/requests/events',
      '/api/requests/statistic',
      '/api/requests/{id}/answered',
      '/api/requests/{id}/seen',
      '/api/roles',
      '/api/roles/range',
      '/api/roles/short',
      '/api/roles/{id}',
      '/api/sandbox/bank-accounts',
      '/api/sandbox/card-testing-limits',
      '/api/sandbox/payment-intents/{id}/authenticate',
      '/api/sandbox/payment-intents/{id}/confirm',
      '/api/sandbox/payment-methods',
      '/api/sandbox/test-clock',
      '/api/sandbox/test-clock/advance',
      '/api/scheduling/answer-link',
      '/api/scheduling/assignments',
      '/api/scheduling/assignments/{id}',
      '/api/scheduling/feeds/{token}.ics',
      '/api/scheduling/grid',
      '/api/scheduling/grid/auto-fill',
      '/api/scheduling/households/{userId}',
      '/api/scheduling/my-assignments',
      '/api/scheduling/my-assignments/{id}',
      '/api/scheduling/my-assignments/{id}/replacements',
      '/api/scheduling/my-blockouts',
      '/api/scheduling/my-blockouts/{id}',
      '/api/scheduling/my-feed',
      '/api/scheduling/my-feed/renew',
      '/api/scheduling/my-preferences',
      '/api/scheduling/offer-link',
      '/api/scheduling/open-positions',
      '/api/scheduling/open-positions/{id}/sign-up',
      '/api/scheduling/people',
      '/api/scheduling/plans/{id}',
      '/api/scheduling/plans/{id}/auto-fill',
      '/api/scheduling/plans/{id}/conflicts',
      '/api/scheduling/plans/{id}/time',
      '/api/scheduling/positions',
      '/api/scheduling/positions/{id}',
      '/api/scheduling/positions/{id}/members',
      '/api/scheduling/positions/{id}/members/{userId}',
      '/api/scheduling/service-types/{id}/teams',
      '/api/scheduling/settings',
      '/api/scheduling/teams',
      '/api/scheduling/teams/{id}',
      '/api/service-types',
      '/api/service-types/attachments',
      '/api/service-types/attachments/multiple',
      '/api/service-types/attachments/{id}',
      '/api/service-types/notes',
      '/api/service-types/notes/{id}',
      '/api/service-types/paginated',
      '/api/service-types/plan-items',
      '/api/service-types/plan-items/{id}',
      '/api/service-types/plan-items/{id}/position',
      '/api/service-types/print-html',
      '/api/service-types/print-pdf',
      '/api/service-types/{id}',
      '/api/songs/popular',
      '/api/songs/popular/search',
      '/api/songs/search',
      '/api/songs/select',
      '/api/users',
      '/api/users/current',
      '/api/users/current/language',
      '/api/users/members',
      '/api/users/multiple',
      '/api/users/role',
      '/api/users/statistic',
      '/api/users/{id}/two-step',
      '/api/videos',
      '/api/videos/by-name',
      '/api/videos/filters',
      '/api/videos/home',
      '/api/videos/toggle-home-visibility/{id}',
      '/api/videos/{id}',
      '/api/visit-info',
    ]);
    assert.match(JSON.stringify(document.paths['/api/client-errors']?.post?.requestBody), /maxLength":2000/);
  });
});
