import type { EncodedBodies } from './encoded-bodies';

/**
 * What a known answer is sent with, as name-value pairs made once per answer: as it is, in each
 * encoding it was compressed in, and as a bodiless 304.
 */
export interface AnswerHeaders {
  identity: readonly string[];
  notModified: readonly string[];
  br?: readonly string[];
  gzip?: readonly string[];
}

/** A serialized 200 answer, ready to send again. */
export interface CachedAnswer {
  /** The JSON as bytes: a client without Accept-Encoding gets them without encoding the text again. */
  body: Buffer;
  /** The body compressed for clients that accept it (large enough bodies only). */
  encoded?: EncodedBodies;
  /** Weak: compression changes the bytes, not the meaning. */
  etag: string;
  /** The write counters of its tables when it was read, for versioned reads. */
  version?: string;
  headers: AnswerHeaders;
}

interface Entry extends CachedAnswer {
  tables: readonly string[];
  expiresAt: number;
}

/** Held by the one request computing an answer; `finish` stores it unless a write came in between. */
export interface ReadTicket {
  readonly key: string;
  readonly generation: number;
  readonly answer: Promise<CachedAnswer | undefined>;
  readonly done: (answer: CachedAnswer | undefined) => void;
}

export interface ReadCacheStoreOptions {
  maxEntries?: number;
  /** A backstop for a change nobody announced (e.g. a lost LISTEN connection): no answer lives longer. */
  maxAgeMs?: number;
  now?: () => number;
}

export type ReadCacheStore = ReturnType<typeof createReadCacheStore>;

/**
 * Answers by key (the URL), least recently used first out, each tagged with the tables it was
 * read from. Concurrent misses of one key share one computation, so a crowd arriving just after
 * a write costs one query, not one per connection.
 */
export function createReadCacheStore({
  maxEntries = 5000,
  maxAgeMs = 60_000,
  now = Date.now,
}: ReadCacheStoreOptions = {}) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, { tables: readonly string[]; answer: Promise<CachedAnswer | undefined> }>();
  // Bumped by every invalidation: an answer read before a write must not be stored after it.
  let generation = 0;

  return {
    get(key: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry;
    },

    /** The answer another request is computing for `key` right now, if any. */
    inFlight(key: string): Promise<CachedAnswer | undefined> | undefined {
      return pending.get(key)?.answer;
    },

    begin(key: string, tables: readonly string[]): ReadTicket {
      let done!: ReadTicket['done'];
      const answer = new Promise<CachedAnswer | undefined>((resolve) => (done = resolve));
      if (!pending.has(key)) pending.set(key, { tables, answer });
      return { key, generation, answer, done };
    },

    /** Ends a ticket: waiting requests get `answer`; it is kept unless a write came in meanwhile. */
    finish(ticket: ReadTicket, answer: CachedAnswer | undefined, tables: readonly string[], validUntil?: Date) {
      ticket.done(answer);
      if (pending.get(ticket.key)?.answer === ticket.answer) pending.delete(ticket.key);
      if (!answer || ticket.generation !== generation) return;
      entries.delete(ticket.key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const expiresAt = Math.min(now() + maxAgeMs, validUntil?.getTime() ?? Infinity);
      entries.set(ticket.key, { ...answer, tables, expiresAt });
    },

    /** After a write to `tables`: every answer read from one of them goes. */
    invalidate(tables: readonly string[]): void {
      generation += 1;
      const touches = (read: readonly string[]) => read.some((table) => tables.includes(table));
      for (const [key, entry] of entries) if (touches(entry.tables)) entries.delete(key);
      // Requests arriving from now on compute afresh; those already waiting began before the write.
      for (const [key, computing] of pending) if (touches(computing.tables)) pending.delete(key);
    },

    get size(): number {
      return entries.size;
    },
  };
}
