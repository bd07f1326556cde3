import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Non-2xx answers and socket errors: a fast error is no result. */
  failures: number;
}

export interface LoadOptions {
  connections?: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
}

/** autocannon against one URL on loopback: mean req/s and the 99th percentile latency. */
export async function measureLoad(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({ url, connections: options.connections ?? 50, duration, headers: options.headers });
  // A second untimed first: the steady state is measured, not the JIT's and the cache's first fill.
  await run(1);
  const result = await run(options.durationSeconds ?? 10);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
