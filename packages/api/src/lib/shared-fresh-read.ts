/**
 * `read` shared by concurrent callers without ever answering from before the call: callers
 * within one turn of the event loop share one read, started in the turn's check phase (after
 * every request that arrived in it was parsed); a caller arriving while that read runs waits for
 * the next one. PGlite runs each query to its end on this thread, so without the wait for the
 * turn no request would ever find another's read in flight: fifty connections cost fifty queued
 * reads instead of one or two, and each caller still sees every write that finished before it.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let scheduled: Promise<T> | undefined;
  return () => {
    scheduled ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      scheduled = undefined;
      return read();
    });
    return scheduled;
  };
}
