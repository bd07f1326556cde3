import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/types';
import type { Deliver, LiveBus } from './live-bus';
import type { LiveRepository } from './live.repository';

/** The NOTIFY channel; its payload is only the event id (NOTIFY payloads stop at 8000 bytes). */
export const LIVE_CHANNEL = 'church_live_events';
const RECONNECT_MS = 1000;
const CATCH_UP_LIMIT = 1000;

interface PostgresBusOptions {
  connectionString: string;
  db: Db;
  repository: LiveRepository;
  deliver: Deliver;
  log: FastifyBaseLogger;
}

/** The client's network socket: pg keeps it on an internal connection object. */
function socketOf(client: pg.Client): { ref?: () => void; unref?: () => void } | undefined {
  return (client as unknown as { connection?: { stream?: { ref?: () => void; unref?: () => void } } }).connection
    ?.stream;
}

/**
 * Several API processes on one PostgreSQL: each announces with NOTIFY and listens on its own
 * connection (a pooled one cannot hold a LISTEN), loading each announced row by id. A lost
 * listening connection is reopened and catches up from the last event it delivered.
 */
export async function createPostgresBus(options: PostgresBusOptions): Promise<LiveBus> {
  const { repository, deliver, log } = options;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  // Events stored before this process listened were never its to deliver.
  let lastId = await repository.latestId();

  const forward = (row: Awaited<ReturnType<LiveRepository['findById']>>) => {
    if (!row) return;
    lastId = Math.max(lastId, row.id);
    deliver(row);
  };

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => {
      const id = Number(message.payload);
      if (Number.isSafeInteger(id)) repository.findById(id).then(forward, (error: unknown) => warn(error));
    });
    next.on('error', (error) => {
      warn(error);
      reconnect();
    });
    next.on('end', reconnect);
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      // Only the HTTP server keeps a process alive; an app a failed test forgot to close must not.
      socketOf(next)?.unref?.();
    } catch (error) {
      next.removeAllListeners();
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  }

  function warn(error: unknown) {
    if (!closed) log.warn({ err: error }, 'live events: the LISTEN connection failed');
  }

  function reconnect() {
    if (closed || retry) return;
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      listen()
        .then(async () => (await repository.after(lastId, null, CATCH_UP_LIMIT)).forEach(forward))
        .catch((error: unknown) => {
          warn(error);
          reconnect();
        });
    }, RECONNECT_MS);
    retry.unref();
  }

  await listen();
  return {
    async announce(row) {
      await options.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(row.id)})`);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      // Ending waits for the server's goodbye on a socket that no longer holds the process
      // open: hold it again, or the process may exit (or a test runner give up) before the end.
      if (last) socketOf(last)?.ref?.();
      await last?.end();
    },
  };
}
