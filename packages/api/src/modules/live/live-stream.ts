import type { EventStream } from './event-stream';
import type { LiveEventRow, LiveViewer } from './live.repository';

export interface LiveStreamOptions {
  topic: string;
  viewer: LiveViewer;
  /** The browser's Last-Event-ID: what it missed since is replayed first. */
  lastEventId?: number;
  /** Unix seconds: the stream ends with the access token that opened it. */
  expiresAt: number;
  /**
   * The viewer as their session stands now (the session guard's answer, kept a second), or null
   * once it has ended. Asked before each event and heartbeat: the stream closes when the session
   * ends or the viewer's rights differ from those it opened with.
   */
  viewerNow: () => Promise<LiveViewer | null>;
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
  let closed = false;
  /** Whether the viewer may still have this stream; closes it when not. */
  const stillAllowed = async (): Promise<boolean> => {
    if (closed) return false;
    let now: LiveViewer | null = null;
    try {
      now = await options.viewerNow();
    } catch {
      // Unknown is not allowed: the browser reconnects, and is asked again.
    }
    const same = now !== null && now.userId === viewer.userId && now.isAdmin === viewer.isAdmin;
    if (!same) stream.close();
    return same && !closed;
  };
  // Checks are asynchronous; one queue keeps the events in the order they came.
  let queue = Promise.resolve();
  const afterCheck = (then: () => void) => {
    queue = queue
      .then(async () => {
        if (await stillAllowed()) then();
      })
      .catch(() => stream.close());
  };
  let held: LiveEventRow[] | null = [];
  const unsubscribe = source.subscribe((row) => {
    if (!canSee(row, topic, viewer)) return;
    if (held) held.push(row);
    else afterCheck(() => send(row));
  });
  const heartbeat = setInterval(() => afterCheck(() => stream.comment('heartbeat')), options.heartbeatMs);
  const expiry = setTimeout(() => stream.close(), Math.max(0, options.expiresAt * 1000 - Date.now()));
  stream.onClose(() => {
    closed = true;
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
    for (const row of waiting.filter((candidate) => !replayed.has(candidate.id))) afterCheck(() => send(row));
  } catch (error) {
    stream.close();
    throw error;
  }
}
