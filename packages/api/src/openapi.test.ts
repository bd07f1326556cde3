import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../test/helper';
import { undeclaredAnswer } from './plugins/declared-answers';

interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

// The docs must say what each route answers: a client generated from them, or a person reading
// them, has to know a download is a PDF and a feed is iCalendar. Every suite's app answers 500
// where a route answers what its entry does not declare (test/helper.ts); this one walks the routes.
describeEachDatabase('the OpenAPI document declares every answer', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let document: Document;
  before(async () => {
    app = await buildTestApp(await target.fresh());
    admin = await login(app, demo.admin);
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  });
  after(() => app.close());

  const call = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...bearer(admin), ...options.headers } });

  /** The answer, checked against the document's entry for its route (`path` as the docs spell it). */
  async function answered(docPath: string, options: InjectOptions) {
    const response = await call(options);
    const operation = document.paths[docPath]?.[String(options.method ?? 'GET').toLowerCase()];
    assert.ok(operation, `${docPath} is documented`);
    const problem = undeclaredAnswer(
      operation.responses,
      response.statusCode,
      response.headers['content-type']?.toString(),
    );
    assert.equal(
      problem,
      undefined,
      `${options.method ?? 'GET'} ${options.url}: ${problem} ${response.body.slice(0, 200)}`,
    );
    return response;
  }

  it('gives every route a success answer, each with its media types', () => {
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, { responses = {} }] of Object.entries(operations)) {
        const successes = Object.entries(responses).filter(([status]) => /^2/.test(status));
        if (successes.length === 0) missing.push(`${method.toUpperCase()} ${path}: no 2xx`);
        for (const [status, answer] of successes)
          if (status !== '204' && Object.keys(answer.content ?? {}).length === 0)
            missing.push(`${method.toUpperCase()} ${path}: ${status} without a media type`);
      }
    }
    assert.ok(Object.keys(document.paths).length > 100);
    assert.deepEqual(missing, []);
  });

  it('walks every plain GET route as an admin: whatever answers below 400 is declared', async () => {
    // An event stream never ends by itself; its entry is checked above.
    const routes = Object.keys(document.paths).filter(
      (path) => document.paths[path]?.get && !path.includes('{') && path !== '/api/requests/events',
    );
    assert.ok(routes.length > 40, `only ${routes.length} routes`);
    const failures: string[] = [];
    for (const path of routes) {
      const response = await call({ method: 'GET', url: path });
      if (response.statusCode >= 500) failures.push(`${path}: ${response.body.slice(0, 200)}`);
    }
    assert.deepEqual(failures, []);
  });

  it('declares the downloads: prints, feeds, report PDFs, statements and files', async () => {
    const pdf = 'application/pdf';
    const range = 'startDate=2026-01-01&endDate=2026-12-31';
    for (const [docPath, url] of [
      ['/api/events/report-pdf', `/api/events/report-pdf?${range}`],
      ['/api/givings/report-pdf', `/api/givings/report-pdf?${range}`],
    ] as const) {
      const response = await answered(docPath, { method: 'GET', url });
      assert.deepEqual([response.statusCode, response.headers['content-type']], [200, pdf]);
    }
    const zip = await answered('/api/givings/year-end-statements.zip', {
      method: 'GET',
      url: '/api/givings/year-end-statements.zip?year=2025',
    });
    assert.deepEqual([zip.statusCode, zip.headers['content-type']], [200, 'application/zip']);

    const feed = await answered('/api/calendar/public.ics', { method: 'GET', url: '/api/calendar/public.ics' });
    assert.equal(feed.statusCode, 200);
    const unchanged = await answered('/api/calendar/public.ics', {
      method: 'GET',
      url: '/api/calendar/public.ics',
      headers: { 'if-none-match': String(feed.headers.etag) },
    });
    assert.equal(unchanged.statusCode, 304);
    const groups = (await call({ method: 'GET', url: '/api/groups' })).json<
      { id: number }[] | { entities: { id: number }[] }
    >();
    const group = Array.isArray(groups) ? groups[0] : groups.entities[0];
    assert.ok(group, 'the demo data has groups');
    const groupFeed = await answered('/api/calendar/groups/{id}.ics', {
      method: 'GET',
      url: `/api/calendar/groups/${group.id}.ics`,
    });
    assert.equal(groupFeed.statusCode, 200);

    const serviceType = await call({ method: 'POST', url: '/api/service-types', payload: { name: 'Sunday service' } });
    assert.equal(serviceType.statusCode, 201);
    const serviceTypeId = serviceType.json<{ id: number }>().id;
    for (const [docPath, type] of [
      ['/api/service-types/print-pdf', pdf],
      ['/api/service-types/print-html', 'text/html; charset=utf-8'],
    ] as const) {
      const printout = await answered(docPath, { method: 'POST', url: docPath, payload: { serviceTypeId } });
      assert.deepEqual([printout.statusCode, printout.headers['content-type']], [200, type]);
    }

    const file = /\/api\/files\/[\w.-]+/.exec((await call({ method: 'GET', url: '/api/videos/home' })).body)?.[0];
    assert.ok(file, 'the demo videos are stored here');
    assert.equal((await answered('/api/files/{name}', { method: 'GET', url: file })).statusCode, 200);
    const part = await answered('/api/files/{name}', { method: 'GET', url: file, headers: { range: 'bytes=0-9' } });
    assert.equal(part.statusCode, 206);
  });

  it('tells an undeclared status or media type from a declared one', () => {
    const json = { 200: { type: 'object' } };
    const files = { 200: { content: { 'application/pdf': {} } }, 304: { description: 'No body' } };
    assert.equal(undeclaredAnswer(json, 200, 'application/json; charset=utf-8'), undefined);
    assert.match(undeclaredAnswer(json, 201, 'application/json') ?? '', /status 201 is not declared/);
    assert.match(undeclaredAnswer(json, 200, 'application/pdf') ?? '', /application\/pdf is not declared/);
    assert.equal(undeclaredAnswer(files, 200, 'application/pdf'), undefined);
    assert.equal(undeclaredAnswer(files, 304, undefined), undefined);
    assert.match(undeclaredAnswer(files, 200, 'text/html') ?? '', /text\/html is not declared/);
    assert.match(undeclaredAnswer(undefined, 200, 'application/pdf') ?? '', /status 200 is not declared/);
  });
});
