import type { EventStream } from './event-stream';
import type { LiveEventRow, LiveViewer } from './live.repository';

export interface LiveStreamOptions {
  topic: string;
  viewer: LiveViewer;
  /** The browser's Last-Event-ID: what it missed since is replayed first. */
  lastEventId?: number;
  /** Unix seconds: the stream ends with the access token that opened it. */
  expiresAt: number;
  heartbeatMs: number;
}

interface LiveSource {
  subscribe(listener: (row: LiveEventRow) => void): () => void;
  replay(topic: string, viewer: LiveViewer, afterId: number): Promise<LiveEventRow[]>;
}

export function canSee(row: LiveEventRow, topic: string, viewer: LiveViewer): boolean {
  return row.topic === topic && (row.userId === viewer.userId || (viewer.isAdmin && row.toAdmins));
}

/**
 * Feeds one stream: live events are held back while the missed ones are read from the database,
 * then sent after them without repeats; a heartbeat comment every `heartbeatMs`.
 */
export async function feedStream(source: LiveSource, stream: EventStream, options: LiveStreamOptions): Promise<void> {
  const { topic, viewer } = options;
  const send = (row: LiveEventRow) => stream.event(row.id, row.type, row.data);
  let held: LiveEventRow[] | null = [];
  const unsubscribe = source.subscribe((row) => {
    if (!canSee(row, topic, viewer)) return;
    if (held) held.push(row);
    else send(row);
  });
  const heartbeat = setInterval(() => stream.comment('heartbeat'), options.heartbeatMs);
  const expiry = setTimeout(() => stream.close(), Math.max(0, options.expiresAt * 1000 - Date.now()));
  stream.onClose(() => {
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(expiry);
  });

  try {
    const missed = options.lastEventId === undefined ? [] : await source.replay(topic, viewer, options.lastEventId);
    missed.forEach(send);
    const replayed = new Set(missed.map((row) => row.id));
    const waiting = held;
    held = null;
    waiting.filter((row) => !replayed.has(row.id)).forEach(send);
  } catch (error) {
    stream.close();
    throw error;
  }
}
