import { execFile, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { LoadResult } from './load';

const run = promisify(execFile);

/** True when Debian's `wrk` is installed (`apt-get install wrk`): the bench then reports its figure too. */
export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;
}

export interface WrkResult extends LoadResult {
  /** The server's CPU time (user and system, every thread) per answered request, in µs. */
  cpuPerRequestUs: number;
}

/** Linux's clock ticks per second for /proc's times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far, in µs (utime + stime of /proc/<pid>/stat). */
function cpuTimeUs(pid: number): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
}

/** Non-2xx answers are counted as a failure line; socket errors as their own line. */
function parse(output: string): LoadResult & { requests: number } {
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
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
  };
}

/**
 * wrk (C, two threads, 50 connections) as the issue measured: a client that sends no
 * Accept-Encoding, far lighter than autocannon's JavaScript, so the server, not the client,
 * sets the pace. On a 2-core machine wrk's threads still share the cores with the server, and
 * with anything else running: the server's own CPU time per request, read before and after,
 * moves far less with the neighbours than the rate does.
 */
async function once(url: string, seconds: number, pid: number): Promise<WrkResult> {
  const before = cpuTimeUs(pid);
  const { stdout } = await run('wrk', ['-t2', '-c50', `-d${seconds}s`, '--latency', url]);
  const cpu = cpuTimeUs(pid) - before;
  const { requests, ...result } = parse(stdout);
  return { ...result, cpuPerRequestUs: requests > 0 ? cpu / requests : Number.NaN };
}

export interface WrkServer {
  url: string;
  pid: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * `target` and `reference` in turns of two seconds, as `measurePaired` does with autocannon:
 * the mean rate of the turns, and the median of their CPU time per request.
 */
export async function wrkPaired(
  target: WrkServer,
  reference: WrkServer,
  turns: number,
): Promise<{ target: WrkResult; reference: WrkResult }> {
  await once(reference.url, 1, reference.pid);
  await once(target.url, 1, target.pid);
  const results: Record<'target' | 'reference', WrkResult[]> = { target: [], reference: [] };
  for (let turn = 0; turn < turns; turn += 1) {
    results.reference.push(await once(reference.url, 2, reference.pid));
    results.target.push(await once(target.url, 2, target.pid));
  }
  const summary = (runs: WrkResult[]): WrkResult => ({
    requestsPerSecond: Math.round(runs.reduce((sum, result) => sum + result.requestsPerSecond, 0) / runs.length),
    p99Ms: Math.max(...runs.map((result) => result.p99Ms)),
    failures: runs.reduce((sum, result) => sum + result.failures, 0),
    cpuPerRequestUs: median(runs.map((result) => result.cpuPerRequestUs)),
  });
  return { target: summary(results.target), reference: summary(results.reference) };
}
