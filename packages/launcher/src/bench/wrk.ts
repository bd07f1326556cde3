import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import type { LoadResult } from './load';

const run = promisify(execFile);

/** True when Debian's `wrk` is installed (`apt-get install wrk`): the bench then reports its figure too. */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
}

/** Non-2xx answers are counted as a failure line; socket errors as their own line. */
function parse(output: string): LoadResult {
  const perSecond = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  if (!perSecond) throw new Error(`wrk printed no Requests/sec:\n${output}`);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\b/m.exec(output);
  const scale = { us: 0.001, ms: 1, s: 1000 } as const;
  const p99Ms = p99 ? Number(p99[1]) * scale[p99[2] as keyof typeof scale] : Number.NaN;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return {
    requestsPerSecond: Math.round(Number(perSecond)),
    p99Ms: Math.round(p99Ms * 10) / 10,
    failures: non2xx + errors,
  };
}

/**
 * wrk (C, two threads, 50 connections) as the issue measured: a client that sends no
 * Accept-Encoding, far lighter than autocannon's JavaScript, so the server, not the client,
 * sets the pace. On a 2-core machine wrk's threads still share the cores with the server.
 */
async function once(url: string, seconds: number): Promise<LoadResult> {
  const { stdout } = await run('wrk', ['-t2', '-c50', `-d${seconds}s`, '--latency', url]);
  return parse(stdout);
}

/** `target` and `reference` in turns of two seconds, as `measurePaired` does with autocannon. */
export async function wrkPaired(
  target: string,
  reference: string,
  turns: number,
): Promise<{ target: LoadResult; reference: LoadResult }> {
  await once(reference, 1);
  await once(target, 1);
  const results: Record<'target' | 'reference', LoadResult[]> = { target: [], reference: [] };
  for (let turn = 0; turn < turns; turn += 1) {
    results.reference.push(await once(reference, 2));
    results.target.push(await once(target, 2));
  }
  const summary = (runs: LoadResult[]): LoadResult => ({
    requestsPerSecond: Math.round(runs.reduce((sum, result) => sum + result.requestsPerSecond, 0) / runs.length),
    p99Ms: Math.max(...runs.map((result) => result.p99Ms)),
    failures: runs.reduce((sum, result) => sum + result.failures, 0),
  });
  return { target: summary(results.target), reference: summary(results.reference) };
}
