import { toJsonSchema } from '@valibot/to-json-schema';
import { ErrorResponseSchema } from '@church/contracts';
import type {
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RouteHandlerMethod,
  RouteOptions,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  onRequestHookHandler,
} from 'fastify';
import * as v from 'valibot';
import { HttpError } from './http-error';
import type { Access } from './permissions';

type Schema = v.GenericSchema;
type Output<S> = S extends Schema ? v.InferOutput<S> : unknown;

/** An answer that is not JSON: a file, a page or a stream, in one of these media types. */
export interface FileAnswer {
  description: string;
  mediaTypes: readonly string[];
}

/** Declares a non-JSON answer for the docs, e.g. `fileAnswer('The report', 'application/pdf')`. */
export function fileAnswer(description: string, ...mediaTypes: string[]): FileAnswer {
  return { description, mediaTypes };
}

/** A status answered with no body at all (a 304 to a conditional request). */
export const noBody = fileAnswer('No body');

/** Valibot schemas of one route, each declared once: they validate AND document. */
export interface RouteSchemas {
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  /**
   * Every answer below 400 by status, for the docs (and fast serialization): a JSON answer's
   * schema, or a `fileAnswer` with its media types. The 4xx and 5xx `{ errors }` are added.
   */
  response?: Record<number, Schema | FileAnswer>;
}

/** The request types a handler sees: the schemas' outputs (after valibot's transforms). */
export interface RouteTypes<S extends RouteSchemas> {
  Params: Output<S['params']>;
  Querystring: Output<S['querystring']>;
  Body: Output<S['body']>;
}

export interface RouteDefinition<S extends RouteSchemas> {
  method: HTTPMethods;
  url: string;
  summary: string;
  tags?: string[];
  /** Who may call it; plugins/route-access.ts enforces it before any other hook of the route. */
  access: Access;
  /** An event stream: the access token may also come as `?accessToken=`. */
  tokenInQuery?: true;
  schemas: S;
  /** Hooks that must run before validation, such as a rate limit. */
  onRequest?: onRequestHookHandler;
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteTypes<S>>;
}

const REQUEST_PARTS = ['params', 'querystring', 'body'] as const;

/**
 * Builds Fastify route options from valibot schemas. Validation happens in a preValidation
 * hook with valibot, so the 400's errors are the contract's own messages (the app turns
 * Fastify's ajv validation off); the same schemas become JSON Schema for /api/docs.
 */
export function defineRoute<S extends RouteSchemas>(definition: RouteDefinition<S>): RouteOptions {
  const { schemas } = definition;
  const schema: FastifySchema & Record<string, unknown> = {
    summary: definition.summary,
    ...(definition.tags ? { tags: definition.tags } : {}),
    response: {
      ...Object.fromEntries(Object.entries(schemas.response ?? {}).map(([status, s]) => [status, answerSchema(s)])),
      '4xx': jsonSchema(ErrorResponseSchema),
      '5xx': jsonSchema(ErrorResponseSchema),
    },
  };
  for (const part of REQUEST_PARTS) {
    const partSchema = schemas[part];
    if (partSchema) schema[part] = jsonSchema(partSchema);
  }

  return {
    method: definition.method,
    url: definition.url,
    schema,
    config: { access: definition.access, ...(definition.tokenInQuery ? { tokenInQuery: true } : {}) },
    ...(definition.onRequest ? { onRequest: definition.onRequest } : {}),
    preValidation: async (request: FastifyRequest, _reply: FastifyReply) => validateRequest(request, schemas),
    handler: definition.handler as RouteHandlerMethod,
  };
}

function validateRequest(request: FastifyRequest, schemas: RouteSchemas): void {
  const messages: string[] = [];
  const values: Partial<Record<(typeof REQUEST_PARTS)[number], unknown>> = {};
  for (const part of REQUEST_PARTS) {
    const partSchema = schemas[part];
    if (!partSchema) continue;
    const input = part === 'querystring' ? request.query : request[part];
    if (part === 'body' && input === undefined) {
      messages.push('Request body is required');
      continue;
    }
    const result = v.safeParse(partSchema, input);
    if (result.success) values[part] = result.output;
    else messages.push(...result.issues.map((issue) => messageOf(issue, partSchema)));
  }
  if (messages.length > 0) throw new HttpError(400, [...new Set(messages)]);
  // Handlers get valibot's output: defaults applied, strings transformed, unknown keys dropped.
  if ('params' in values) request.params = values.params;
  if ('querystring' in values) request.query = values.querystring;
  if ('body' in values) request.body = values.body;
}

/**
 * A missing key gets valibot's generic object message ('Invalid key: ...'); the contract's own
 * message is the one its field schema gives for `undefined` ('Email is required').
 */
function messageOf(issue: v.BaseIssue<unknown>, schema: Schema): string {
  const last = issue.path?.at(-1);
  if (issue.kind !== 'schema' || issue.input !== undefined || last?.origin !== 'key') return issue.message;
  let field: unknown = schema;
  for (const item of issue.path ?? []) {
    const container = field as { entries?: Record<string, unknown>; item?: unknown } | undefined;
    field = item.type === 'array' ? container?.item : container?.entries?.[String(item.key)];
  }
  if (!field) return issue.message;
  const own = v.safeParse(field as Schema, undefined);
  return own.success ? issue.message : (own.issues[0]?.message ?? issue.message);
}

function isFileAnswer(answer: Schema | FileAnswer): answer is FileAnswer {
  return 'mediaTypes' in answer;
}

function answerSchema(answer: Schema | FileAnswer): Record<string, unknown> {
  if (!isFileAnswer(answer)) return jsonSchema(answer);
  const binary = { schema: { type: 'string', format: 'binary' } };
  return {
    description: answer.description,
    ...(answer.mediaTypes.length > 0
      ? { content: Object.fromEntries(answer.mediaTypes.map((type) => [type, binary])) }
      : {}),
  };
}

function jsonSchema(schema: Schema): Record<string, unknown> {
  // Transforms and custom checks have no JSON Schema form; the docs show the input shape.
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
  return rest;
}
