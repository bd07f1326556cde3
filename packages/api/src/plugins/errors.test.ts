import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { HttpError } from '../lib/http-error';
import { captureLogs, tempDir } from '../../test/helper';

describe('error responses', () => {
  let app: FastifyInstance;
  const logs = captureLogs('info');
  before(async () => {
    app = await buildApp({ dataDir: tempDir(), logger: logs.logger });
    // Two routes that fail the ways handlers will: on purpose, and by a bug.
    app.get('/api/test/teapot', async () => {
      throw new HttpError(418, ['Short and stout']);
    });
    app.get('/api/test/bug', async () => {
      throw new Error('connection string with a password in it');
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

  it('sends security headers and a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.match(String(response.headers['content-security-policy']), /default-src 'self'/);
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
      '/api/activities/for-period',
      '/api/activities/{id}',
      '/api/allowed-actions',
      '/api/client-errors',
      '/api/comments',
      '/api/comments/statistic',
      '/api/comments/{id}',
      '/api/enumerations/states',
      '/api/events',
      '/api/events/latest',
      '/api/events/upcoming',
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
      '/api/givings/retry-invoice',
      '/api/givings/statistic',
      '/api/givings/subscription-subject',
      '/api/health',
      '/api/messages',
      '/api/outbox',
      '/api/paginated-comments-all',
      '/api/paginated-comments/{videoId}',
      '/api/paginated-givingTypes',
      '/api/paginated-posts',
      '/api/paginated-videos',
      '/api/payment-methods',
      '/api/payment-methods/current',
      '/api/payment-methods/{id}',
      '/api/payment-methods/{id}/default',
      '/api/payments/config',
      '/api/payments/webhook',
      '/api/posts',
      '/api/posts/by-heading',
      '/api/posts/edit/{id}',
      '/api/posts/highlighted',
      '/api/posts/{id}',
      '/api/recurring-givings/current',
      '/api/recurring-givings/current/{id}',
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
      '/api/sandbox/payment-intents/{id}/authenticate',
      '/api/sandbox/payment-intents/{id}/confirm',
      '/api/sandbox/payment-methods',
      '/api/users',
      '/api/users/current',
      '/api/users/members',
      '/api/users/multiple',
      '/api/users/role',
      '/api/users/statistic',
      '/api/videos',
      '/api/videos/by-name',
      '/api/videos/home',
      '/api/videos/toggle-home-visibility/{id}',
      '/api/videos/{id}',
    ]);
    assert.match(JSON.stringify(document.paths['/api/client-errors']?.post?.requestBody), /maxLength":2000/);
  });
});
