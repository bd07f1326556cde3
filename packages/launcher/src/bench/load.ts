import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Non-2xx answers and socket errors: a fast error is no result. */
  failures: number;
}

export interface LoadTarget {
  url: string;
  headers?: Record<string, string> | undefined;
}

const CONNECTIONS = 50;
// Every request asks as Chromium does: a read is measured in the encoding browsers get.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const once = ({ url, headers }: LoadTarget, duration: number) =>
  autocannon({ url, connections: CONNECTIONS, duration, headers: { ...BROWSER_HEADERS, ...headers } });

/**
 * `target` and `reference` at 50 connections on loopback, in turns of one second, `turns` of
 * each, after an untimed second of each (the steady state is measured, not the JIT's and the
 * cache's first fill). Taking turns makes a change in the machine's speed during the run (a
 * shared VM's neighbours, the CPU's clock) meet both alike, so their ratio holds: measured one
 * after the other, the reference alone moved by a third between runs. Each gets the mean req/s
 * of its turns and the highest of their 99th percentiles.
 */
export async function measurePaired(
  target: LoadTarget,
  reference: LoadTarget,
  turns: number,
): Promise<{ target: LoadResult; reference: LoadResult }> {
  await once(reference, 1);
  await once(target, 1);
  const results: Record<'target' | 'reference', autocannon.Result[]> = { target: [], reference: [] };
  for (let turn = 0; turn < turns; turn += 1) {
    results.reference.push(await once(reference, 1));
    results.target.push(await once(target, 1));
  }
  const summary = (runs: autocannon.Result[]): LoadResult => ({
    requestsPerSecond: Math.round(runs.reduce((sum, run) => sum + run.requests.average, 0) / runs.length),
    p99Ms: Math.max(...runs.map((run) => run.latency.p99)),
    failures: runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
  });
  return { target: summary(results.target), reference: summary(results.reference) };
}
