/**
 * Drawing an ApexCharts chart is one long task; four at once block a phone's main thread for
 * most of a second (issue 36). Charts take turns instead: a turn starts when the browser is
 * idle after the turn before it has ended, so the page stays answerable between two charts.
 */
let queue: Promise<void> = Promise.resolve();

/** A turn that never says it is done (a chart that failed) lets the next one go after this. */
const TURN_LIMIT_MS = 5000;

/** Resolves in the browser's next idle period (at the latest 2 s from now). */
export const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });

/**
 * Runs `turn` in an idle period once every turn asked for before it has called its `done`;
 * the returned function drops the turn if it has not started.
 */
export function takeIdleTurn(turn: (done: () => void) => void): () => void {
  let cancelled = false;
  queue = queue.then(async () => {
    if (cancelled) return;
    await whenIdle();
    if (cancelled) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, TURN_LIMIT_MS);
      turn(() => {
        clearTimeout(timer);
        // The next chart waits for a later task: this one's drawing has ended first.
        setTimeout(resolve, 0);
      });
    });
  });
  return () => {
    cancelled = true;
  };
}
