import { createHash } from 'node:crypto';
import { getTableName, type Table } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { versionedTables, versionOf } from '../db/table-versions';
import { chooseEncoding, encodeBody } from '../lib/encoded-bodies';
import { createReadCacheStore, type CachedAnswer, type ReadCacheStoreOptions } from '../lib/read-cache-store';
import { sharedFreshRead } from '../lib/shared-fresh-read';

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

function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, perUser: boolean) {
  // Browsers keep it but ask again each time; an unchanged answer is then a bodiless 304.
  reply
    .header('etag', answer.etag)
    .header('cache-control', perUser ? 'private, no-cache' : 'no-cache')
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  reply.type(JSON_TYPE);
  // Compressed when it was stored, not on every send (the compress plugin leaves an encoded body alone).
  const encoding = answer.encoded && chooseEncoding(request.headers['accept-encoding']);
  const encoded = encoding && answer.encoded?.[encoding];
  if (encoding && encoded) return reply.header('content-encoding', encoding).send(encoded);
  return reply.send(answer.body);
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
      const serveKnown: onRequestHookHandler = async (request, reply) => {
        const key = keyOf(request);
        if (key === undefined) return;
        const known = store.get(key);
        const current = known && (!versioned || known.version === (await versionNow()));
        const answer = current ? known : await store.inFlight(key);
        if (answer) return send(request, reply, answer, perUser);
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
            answer = { body: Buffer.from(body), etag, version, encoded: encodeBody(body) };
            store.finish(ticket, answer, names, earliest(until, validUntilOf?.(result)));
            return send(request, reply, answer, perUser);
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
