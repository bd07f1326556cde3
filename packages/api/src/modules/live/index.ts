import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { openEventStream, type EventStream } from './event-stream';
import { createLocalBus } from './live-bus';
import { feedStream, type LiveStreamOptions } from './live-stream';
import { createLiveRepository, type LiveEventRow } from './live.repository';
import { createFanOut, createLiveService, type LiveEventInput } from './live.service';
import { createPostgresBus } from './postgres-bus';
import type { ApiModule } from '../api-module';
import * as liveTables from './live.table';
import { readCachePlugin } from '../../plugins/read-cache';
import { sweepKind } from '../../plugins/jobs';

export interface Live {
  /** Stores and delivers an event to the matching streams of every API process. */
  publish(event: LiveEventInput): Promise<void>;
  /** Answers the request with a server-sent event stream of one topic for one viewer. */
  stream(reply: FastifyReply, options: Omit<LiveStreamOptions, 'heartbeatMs'>): Promise<void>;
  /** Every event this process delivers, of any topic, as it arrives (for in-process listeners such as caches). */
  subscribe(listener: (event: LiveEventRow) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

export interface LivePluginOptions {
  /** Set with PostgreSQL: events cross processes by LISTEN/NOTIFY; else they stay in this one. */
  databaseUrl?: string;
  /** A comment line this often keeps idle streams open through proxies. */
  heartbeatMs?: number;
}

const RETRY_MS = 3000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Live updates for any domain (prayer messages now, dashboards later): `app.live.publish` and
 * `app.live.stream`. Streams end before the server closes (they would keep it open), the
 * LISTEN connection after.
 */
const livePlugin = fp<LivePluginOptions>(
  async (app, options) => {
    const repository = createLiveRepository(app.database.db);
    const fanOut = createFanOut();
    const bus =
      options.databaseUrl && app.database.kind === 'postgres'
        ? await createPostgresBus({
            connectionString: options.databaseUrl,
            db: app.database.db,
            repository,
            deliver: fanOut.deliver,
            log: app.log,
          })
        : createLocalBus(fanOut.deliver);
    const service = createLiveService({ repository, bus, fanOut, log: app.log });
    const streams = new Set<EventStream>();

    // Hourly, one replica: events older than a day are past any stream's replay.
    await app.jobs.every('prune-live-events', '25 * * * *', sweepKind, () => service.prune(DAY_MS));

    app.decorate('live', {
      publish: service.publish,
      subscribe: service.subscribe,
      async stream(reply, streamOptions) {
        const stream = openEventStream(reply, RETRY_MS);
        streams.add(stream);
        stream.onClose(() => streams.delete(stream));
        await feedStream(service, stream, { ...streamOptions, heartbeatMs: options.heartbeatMs ?? 25_000 });
      },
    } satisfies Live);

    app.addHook('preClose', async () => {
      for (const stream of streams) stream.close();
    });
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'live', dependencies: ['db', 'jobs'] },
);

export type { LiveEventInput } from './live.service';
export type { LiveEventRow, LiveViewer } from './live.repository';

export const liveModule: ApiModule = {
  name: 'live',
  needs: [],
  tables: liveTables,
  decorate: async (app, { databaseUrl, liveHeartbeatMs }) => {
    // Decorates app.live: server-sent events, across processes on PostgreSQL.
    await app.register(livePlugin, { databaseUrl, heartbeatMs: liveHeartbeatMs });
    // Decorates app.readCache: public reads answered from memory until a write to their tables;
    // the drops reach other processes as live events.
    await app.register(readCachePlugin);
  },
};
export * from './live.table';
