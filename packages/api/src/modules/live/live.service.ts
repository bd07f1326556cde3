import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveBus } from './live-bus';
import type { LiveEventRow, LiveRepository, LiveViewer } from './live.repository';

const REPLAY_LIMIT = 500;
const RECENT_IDS = 1000;

/** An event for the streams of one topic: to one member (`userId`), to the admins, or both. */
export interface LiveEventInput {
  topic: string;
  type: string;
  userId?: string | null;
  toAdmins: boolean;
  data: unknown;
}

export type LiveService = ReturnType<typeof createLiveService>;

/** This process's streams listen here; a bus (set once) carries events between processes. */
export function createFanOut() {
  const emitter = new EventEmitter().setMaxListeners(0);
  // A catch-up after a lost LISTEN connection may repeat an event; each goes out once.
  const recent = new Set<number>();
  return {
    deliver(row: LiveEventRow): void {
      if (recent.has(row.id)) return;
      recent.add(row.id);
      if (recent.size > RECENT_IDS) recent.delete(recent.values().next().value as number);
      emitter.emit('event', row);
    },
    subscribe(listener: (row: LiveEventRow) => void): () => void {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}

export function createLiveService(deps: {
  repository: LiveRepository;
  bus: LiveBus;
  fanOut: ReturnType<typeof createFanOut>;
  log: FastifyBaseLogger;
}) {
  return {
    /**
     * Stores the event, then announces it to every process. Never throws: the change it reports
     * is already saved, and a stream that missed it catches up on its next connection.
     */
    async publish(input: LiveEventInput): Promise<void> {
      try {
        const row = await deps.repository.insert({ ...input, userId: input.userId ?? null });
        await deps.bus.announce(row);
      } catch (error) {
        deps.log.error({ err: error, topic: input.topic, type: input.type }, 'live event not published');
      }
    },

    subscribe: deps.fanOut.subscribe,

    /** What a reconnecting stream missed, oldest first (a day at most: older rows are pruned). */
    replay(topic: string, viewer: LiveViewer, afterId: number): Promise<LiveEventRow[]> {
      return deps.repository.after(afterId, { topic, viewer }, REPLAY_LIMIT);
    },

    prune(olderThanMs: number): Promise<void> {
      return deps.repository.deleteOlderThan(new Date(Date.now() - olderThanMs));
    },
  };
}
