import { createHash } from 'node:crypto';
import { getTableName, type Table } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { versionedTables, versionOf } from '../db/table-versions';
import { chooseEncoding, encodeBody, type BodyEncoding } from '../lib/encoded-bodies';
import {
  createReadCacheStore,
  type AnswerHeaders,
  type CachedAnswer,
  type ReadCacheStoreOptions,
} from '../lib/read-cache-store';
import { sharedFreshRead } from '../lib/shared-fresh-read';
import { dataSecurityHeaders } from './helmet';

/** The live topic that carries "these tables changed" between API processes. */
export const READ_CACHE_TOPIC = 'read-cache';

export interface CachedReadsOptions {
  /** Every table the answers are read from: a write to one of them drops them. */
  tables: readonly Table[];
  /** When the answers go stale by themselves (the next upcoming event starts); asked before reading. */
  validUntil?: () => Promise<Date | undefined>;
  /** When one answer goes stale by itself, read from the answer (a gift's refund deadline passes). */
  validUntilOf?: (answer: unknown) => Date | undefined;
  /**
   * Answers about the signed-in user (routes not declared public): kept per user, never
   * handed to anyone else, and marked private for shared HTTP caches.
   */
  perUser?: boolean;
  /**
   * For tables written from many places (payment webhooks, other processes): each hit first
   * compares the tables' write counters (`src/db/table-versions.ts`, one key lookup) instead of
   * relying on writers to drop it. Only tables listed in `versionedTables`.
   */
  versioned?: boolean;
}

export interface ReadCache {
  /**
   * Caches the 200 answers of the GET routes registered afterwards in `context`, by URL (and
   * user, with `perUser`). Only for routes whose answer depends on nothing but the URL, the
   * tables and, with `perUser`, who asks.
   */
  cacheReads(context: FastifyInstance, options: CachedReadsOptions): void;
  /** After every request other than GET/HEAD in `context` (whatever its status), drops the reads of `tables`. */
  dropAfterWrites(context: FastifyInstance, tables: readonly Table[]): void;
  /** Drops the reads of `tables` here and, on PostgreSQL, in every other API process. */
  changed(tables: readonly Table[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = 'application/json; charset=utf-8';

/** The headers of every way of sending `answer`, made once: the data's security headers included. */
function answerHeaders(
  { body, encoded, etag }: Pick<CachedAnswer, 'body' | 'encoded' | 'etag'>,
  perUser: boolean,
): AnswerHeaders {
  // Browsers keep it but ask again each time; an unchanged answer is then a bodiless 304.
  const caching = [
    'etag',
    etag,
    'cache-control',
    perUser ? 'private, no-cache' : 'no-cache',
    'vary',
    'accept-encoding',
  ];
  const security = Object.entries(dataSecurityHeaders).flat();
  const withBody = (bytes: Buffer, encoding?: BodyEncoding) => [
    ...caching,
    'content-type',
    JSON_TYPE,
    ...(encoding ? ['content-encoding', encoding] : []),
    ...security,
    'content-length',
    String(bytes.length),
  ];
  return {
    identity: withBody(body),
    notModified: [...caching, ...security],
    ...(encoded?.br && { br: withBody(encoded.br, 'br') }),
    ...(encoded?.gzip && { gzip: withBody(encoded.gzip, 'gzip') }),
  };
}

/** Which body and headers `request` gets: a 304 when it has this answer, else the encoding it accepts. */
function variantFor(request: FastifyRequest, answer: CachedAnswer) {
  if (request.headers['if-none-match'] === answer.etag) return { status: 304, headers: answer.headers.notModified };
  // Compressed when it was stored, not on every send.
  const encoding = answer.encoded && chooseEncoding(request.headers['accept-encoding']);
  const encoded = encoding && answer.encoded?.[encoding];
  const headers = encoding && answer.headers[encoding];
  if (encoded && headers) return { status: 200, headers, body: encoded };
  return { status: 200, headers: answer.headers.identity, body: answer.body };
}

/**
 * Sends a known answer straight to the socket with the headers made for it, and those earlier
 * hooks set (the request id): Fastify's `onSend` hooks are passed by. They would only add what
 * the answer already carries: the data's security headers (plugins/helmet.ts) and its encoding
 * (the compress plugin leaves an encoded body alone). Setting a dozen headers one by one on
 * every request was about 7% of a cached read (decision 0106). The request's line is
 * still logged when the answer is sent.
 */
function sendKnown(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const { status, headers, body } = variantFor(request, answer);
  const held = reply.getHeaders();
  const list: unknown[] = [];
  for (const name in held) list.push(name, held[name]);
  reply.hijack();
  reply.raw.writeHead(status, [...list, ...headers] as string[]);
  reply.raw.end(body);
}

/** The first answer of a key, through Fastify's hooks like any answer, with the same headers. */
function sendFirst(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const { status, headers, body } = variantFor(request, answer);
  for (let index = 0; index < headers.length; index += 2) reply.header(headers[index]!, headers[index + 1]);
  return reply.code(status).send(body);
}

const earliest = (...dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((first, date) => (date && (!first || date < first) ? date : first), undefined);

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function tablesOf(data: unknown): string[] {
  const tables = (data as { tables?: unknown } | null)?.tables;
  return Array.isArray(tables) ? tables.filter((table): table is string => typeof table === 'string') : [];
}

/**
 * The public reads cache (decision 0044): answers kept in this process by URL and dropped on
 * every write to the tables they were read from. With PostgreSQL the drop also reaches the other
 * API processes as a live event (LISTEN/NOTIFY); with PGlite there is only this process.
 */
export const readCachePlugin = fp<ReadCacheStoreOptions>(
  async (app, options) => {
    const store = createReadCacheStore(options);
    const crossProcess = app.database.kind === 'postgres';
    const unsubscribe = app.live.subscribe((event) => {
      if (event.topic === READ_CACHE_TOPIC) store.invalidate(tablesOf(event.data));
    });
    app.addHook('onClose', async () => unsubscribe());

    const changed = async (tables: readonly Table[]) => {
      const names = tables.map((table) => getTableName(table));
      store.invalidate(names);
      // Awaited: the NOTIFY leaves before the writer's answer does.
      if (crossProcess) {
        await app.live.publish({ topic: READ_CACHE_TOPIC, type: 'changed', toAdmins: false, data: { tables: names } });
      }
    };

    const cacheReads: ReadCache['cacheReads'] = (
      context,
      { tables, validUntil, validUntilOf, perUser = false, versioned = false },
    ) => {
      const names = tables.map((table) => getTableName(table));
      const unversioned = names.filter((name) => !(versionedTables as readonly string[]).includes(name));
      if (versioned && unversioned.length > 0) throw new Error(`No write counter on ${unversioned.join(', ')}`);
      // One counter read serves every hit of one event-loop turn, still read after they arrived.
      const readVersion = sharedFreshRead(() => versionOf(app.database.db, names));
      const versionNow = async () => (versioned ? readVersion() : undefined);
      // Route hooks run after the access hook (plugins/route-access.ts) has set request.user.
      const keyOf = (request: FastifyRequest) => {
        if (request.method !== 'GET') return undefined;
        if (!perUser) return request.url;
        return request.user ? `${request.user.id} ${request.url}` : undefined;
      };
      const currentOrInFlight = async (key: string, known: CachedAnswer) =>
        known.version === (await readVersion()) ? known : store.inFlight(key);
      // A callback hook: a hit that needs no version check, most of the traffic, is sent
      // without a promise; only a versioned hit or a wait for another request's answer makes one.
      const serveKnown: onRequestHookHandler = (request, reply, done) => {
        const key = keyOf(request);
        if (key === undefined) return done();
        const known = store.get(key);
        if (known && !versioned) return sendKnown(request, reply, known);
        const answer = known ? currentOrInFlight(key, known) : store.inFlight(key);
        if (!answer) return done();
        answer.then((found) => (found ? sendKnown(request, reply, found) : done()), done);
      };
      context.addHook('onRoute', (route) => {
        if (route.method !== 'GET') return;
        const handler = route.handler as RouteHandlerMethod;
        route.onRequest = [serveKnown, ...asArray(route.onRequest)];
        route.handler = async function cachedHandler(request, reply) {
          const key = keyOf(request);
          if (key === undefined) return handler.call(this, request, reply);
          const ticket = store.begin(key, names);
          let answer: CachedAnswer | undefined;
          try {
            // Read before the answer: a write in between makes the next hit recompute, never the reverse.
            const version = await versionNow();
            const until = await validUntil?.();
            const result: unknown = await handler.call(this, request, reply);
            if (reply.sent || reply.statusCode !== 200) return result;
            const body = reply.serialize(result) as string;
            const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
            const bytes = Buffer.from(body);
            const encoded = encodeBody(body);
            answer = {
              body: bytes,
              etag,
              version,
              encoded,
              headers: answerHeaders({ body: bytes, encoded, etag }, perUser),
            };
            store.finish(ticket, answer, names, earliest(until, validUntilOf?.(result)));
            return sendFirst(request, reply, answer);
          } finally {
            if (!answer) store.finish(ticket, undefined, names);
          }
        };
      });
    };

    app.decorate('readCache', {
      cacheReads,
      dropAfterWrites(context, tables) {
        // A callback hook: on the reads, most of the traffic, it costs no promise.
        context.addHook('onSend', (request, _reply, payload, done) => {
          if (READS.has(request.method)) return done(null, payload);
          changed(tables).then(() => done(null, payload), done);
        });
      },
      changed,
    } satisfies ReadCache);
  },
  { name: 'read-cache', dependencies: ['db', 'live'] },
);
