export interface RateLimiter {
  /** Counts one hit for `key`; false when the key is over its limit for the current window. */
  take(key: string): boolean;
  /** True when `key` has used its whole limit in the current window (counts nothing). */
  isExhausted(key: string): boolean;
  /** Forgets `key`'s count (after a successful sign-in, say). */
  reset(key: string): void;
  /** Seconds until `key` may try again. */
  retryAfter(key: string): number;
}

/**
 * A fixed-window counter kept in memory. Enough to stop one browser tab looping on an error or
 * to slow password guessing; with several replicas each keeps its own count, so the effective
 * limit is the limit times the number of replicas (documented in the API's README).
 */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = now() + options.windowMs;

  // Forget expired windows now and then so the map cannot grow with every address ever seen.
  function sweep(time: number) {
    if (time < nextSweep) return;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    nextSweep = time + options.windowMs;
  }

  return {
    take(key) {
      const time = now();
      sweep(time);
      const window = windows.get(key);
      if (!window || window.resetAt <= time) {
        windows.set(key, { count: 1, resetAt: time + options.windowMs });
        return true;
      }
      window.count += 1;
      return window.count <= options.limit;
    },
    isExhausted(key) {
      const window = windows.get(key);
      return Boolean(window && window.resetAt > now() && window.count >= options.limit);
    },
    reset(key) {
      windows.delete(key);
    },
    retryAfter(key) {
      const window = windows.get(key);
      return window ? Math.max(1, Math.ceil((window.resetAt - now()) / 1000)) : 0;
    },
  };
}
