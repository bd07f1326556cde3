import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { bearer, buildTestApp, demo, describeEachDatabase, login, type TestSession } from '../test/helper';

// Every route, called as an admin with a request that passes its checks except for one date,
// time or number, which holds a value an outside probe found the schemas let through and the
// code could not handle (issue 29): nothing may answer 5xx. The requests are made from the
// routes' own OpenAPI schemas, so a new route or field is fuzzed without a line here.

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}
interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

// Signing out would end the admin's session half-way, and an event stream never ends by itself.
const SKIPPED = new Set(['POST /api/account/logout', 'GET /api/requests/events']);

/** Stands for a number JSON can spell but JavaScript cannot hold (it parses as Infinity). */
const HUGE = '1e400';
const RAW = `\u0001raw:${HUGE}`;

/** What each date, time or number gets in turn. */
const FUZZ_VALUES: unknown[] = [
  '2026-03-07T16:00:00+05',
  '2026-03-07T16:00:00+05:00',
  '2026-03-07T16:00:00+0500',
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '0000-01-01',
  '9999-12-31',
  '9999-12-31T23:59:59Z',
  2147483648,
  -2147483649,
  '2147483648',
  '-2147483649',
  1.5,
  'NaN',
  'Infinity',
  '-0',
  RAW,
];

const isFuzzable = (schema: JsonSchema | undefined): boolean =>
  !!schema &&
  (schema.anyOf?.some(isFuzzable) ||
    schema.type === 'integer' ||
    schema.type === 'number' ||
    (schema.type === 'string' &&
      (schema.format === 'date' || schema.format === 'date-time' || /\\d|\[0-9\]/.test(schema.pattern ?? ''))));

/** Where each date, time or number sits in a body: ['designations', 0, 'amount']. */
function fuzzablePaths(schema: JsonSchema | undefined, at: (string | number)[] = []): (string | number)[][] {
  if (!schema) return [];
  if (isFuzzable(schema)) return [at];
  if (schema.anyOf) return schema.anyOf.flatMap((option) => fuzzablePaths(option, at));
  if (schema.type === 'object')
    return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => fuzzablePaths(child, [...at, key]));
  if (schema.type === 'array') return fuzzablePaths(schema.items, [...at, 0]);
  return [];
}

/** Real values from the demo data, for the fields whose checks look them up. */
interface Known {
  userId: string;
  pictureUrl: string;
}

const STRING_CANDIDATES = ['1', 'Fuzz', '+15555550123', '4242 4242 4242 4242', '123', '12345', '#336699'];

function sampleString(schema: JsonSchema, name: string, known: Known): string {
  if (/url$/i.test(name)) return known.pictureUrl;
  if (/password/i.test(name)) return 'Fuzz-pass-1';
  if (schema.format === 'uuid') return known.userId;
  if (schema.format === 'email') return 'fuzz.tester@example.com';
  if (schema.format === 'uri') return 'https://example.com/';
  // Days and times: a start early in the year, anything else (an end, 'to') late in it.
  const late = !/start|from/i.test(name);
  if (schema.format === 'date') return late ? '2026-12-31' : '2026-01-01';
  if (schema.format === 'date-time') return late ? '2026-12-31T18:00:00.000Z' : '2026-01-01T16:00:00.000Z';
  const fits = (text: string) =>
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text)) &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity);
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value its schema accepts; `along` (a path inside it) is filled in even where optional. */
function sample(schema: JsonSchema, name: string, known: Known, along: (string | number)[] = []): unknown {
  const [next, ...rest] = along;
  if (schema.anyOf) {
    const options = schema.anyOf.filter((option) => option.type !== 'null');
    const chosen = options.find((option) => fuzzablePaths(option).length > 0 || rest.length === 0) ?? options[0];
    return chosen ? sample(chosen, name, known, along) : null;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      // Optional dates and numbers stay out (an optional id would have to name a real row), other
      // optional fields go in: some checks need one of two (a donor's name, or a member).
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        if (schema.required?.includes(key) || key === next || fuzzablePaths(child).length === 0)
          value[key] = sample(child, key, known, key === next ? rest : []);
      return value;
    }
    case 'array': {
      const length = Math.max(schema.minItems ?? 0, next === undefined ? 0 : 1);
      return Array.from({ length }, () => sample(schema.items ?? {}, name, known, rest));
    }
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, name, known);
    default:
      return schema.default ?? null;
  }
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  copy[key] = withValue(copy[key], rest, value);
  return copy;
}

const asText = (value: unknown) => (value === RAW ? HUGE : String(value));

interface FuzzRequest {
  method: HTTPMethods;
  url: string;
  body?: string;
  /** What was replaced, for the report. */
  label: string;
}

/** The requests for one route: each fuzzable param, query field and body field, with each value. */
function requestsFor(method: HTTPMethods, path: string, operation: Operation, known: Known): FuzzRequest[] {
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const build = (override?: { parameter?: string; bodyPath?: (string | number)[]; value: unknown }): FuzzRequest => {
    const valueOf = (parameter: Parameter) =>
      override?.parameter === `${parameter.in}:${parameter.name}`
        ? asText(override.value)
        : String(sample(parameter.schema, parameter.name, known));
    const url = parameters
      .filter((parameter) => parameter.in === 'path')
      .reduce((text, parameter) => text.replace(`{${parameter.name}}`, encodeURIComponent(valueOf(parameter))), path);
    const query = new URLSearchParams();
    for (const parameter of parameters.filter((candidate) => candidate.in === 'query'))
      if (parameter.required || override?.parameter === `query:${parameter.name}`)
        query.set(parameter.name, valueOf(parameter));
    let body: string | undefined;
    if (bodySchema) {
      const base = sample(bodySchema, '', known, override?.bodyPath ?? []);
      const value = override?.bodyPath ? withValue(base, override.bodyPath, override.value) : base;
      body = JSON.stringify(value).replace(JSON.stringify(RAW), HUGE);
    }
    const label = override?.parameter ?? (override?.bodyPath ? `body.${override.bodyPath.join('.')}` : 'base');
    return { method, url: query.size ? `${url}?${query}` : url, body, label: `${label} = ${asText(override?.value)}` };
  };
  const requests: FuzzRequest[] = [];
  for (const value of FUZZ_VALUES) {
    for (const parameter of parameters.filter((candidate) => isFuzzable(candidate.schema)))
      requests.push(build({ parameter: `${parameter.in}:${parameter.name}`, value }));
    for (const bodyPath of fuzzablePaths(bodySchema)) requests.push(build({ bodyPath, value }));
  }
  return requests;
}

describeEachDatabase('no input makes a server error', (target) => {
  let app: FastifyInstance;
  let admin: TestSession;
  let known: Known;

  before(async () => {
    app = await buildTestApp(await target.fresh());
    admin = await login(app, demo.admin);
    const member = await login(app, demo.member);
    const posts = (await app.inject({ url: '/api/posts' })).json<{ titlePictureUrl: string }[]>();
    assert.ok(posts[0]?.titlePictureUrl, 'the demo data has a post with a picture');
    known = { userId: member.userId, pictureUrl: posts[0].titlePictureUrl };
  });
  after(() => app.close());

  it('answers every date, time and number field of every route with no 5xx, however odd the value', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const failures: string[] = [];
    let fuzzedRoutes = 0;
    let admitted = 0;
    /** Routes that took a fuzzed value and did their work: the rest of each request was valid. */
    const succeeded = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [lowerMethod, operation] of Object.entries(operations)) {
        const method = lowerMethod.toUpperCase() as HTTPMethods;
        if (SKIPPED.has(`${method} ${path}`)) continue;
        const requests = requestsFor(method, path, operation, known);
        if (requests.length > 0) fuzzedRoutes++;
        for (const request of requests) {
          const response = await app.inject({
            method: request.method,
            url: request.url,
            headers: {
              ...bearer(admin),
              ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(request.body === undefined ? {} : { payload: request.body }),
          });
          if (response.statusCode !== 401 && response.statusCode !== 403) admitted++;
          if (response.statusCode < 300) succeeded.add(`${method} ${path}`);
          const where = `${method} ${path} (${request.label}): ${response.statusCode}`;
          // FUZZ_LOG=1 prints every answer, to see how far each request got.
          if (process.env.FUZZ_LOG) console.log(where, response.body.slice(0, 120));
          if (response.statusCode >= 500) failures.push(`${where} ${response.body.slice(0, 160)}`);
          else if (response.statusCode >= 400 && !Array.isArray(response.json<{ errors?: unknown }>().errors))
            failures.push(`${where} without { errors }`);
        }
      }
    }
    assert.ok(fuzzedRoutes > 90, `only ${fuzzedRoutes} routes had a date, time or number to fuzz`);
    assert.deepEqual(failures, []);
    // The admin stayed signed in throughout: the answers above were the routes', not a 401's.
    assert.equal((await app.inject({ url: '/api/users/current', headers: bearer(admin) })).statusCode, 200);
    assert.ok(admitted > 1000, `only ${admitted} requests got past sign-in`);
    // An offset is a valid instant: these took one and saved or filtered by it.
    for (const route of ['POST /api/events', 'PUT /api/events/{id}', 'GET /api/givings/history'])
      assert.ok(succeeded.has(route), `${route} never got past its checks`);
  });
});
