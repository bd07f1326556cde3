import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageSizes } from '@church/contracts';
import { measureThroughput } from './api-throughput';
import { fillLargeDatabase } from './fill-large';
import { demoCall, growthProbes, probeCall, signedInApi, timePair } from './growth';
import { startApiServer, startHelloServer, type BenchServer } from './servers';
import { hasWrk, wrkPaired, type WrkResult } from './wrk';

/** Issue 16's targets. */
export const apiTargets = {
  /** A public read's req/s against bare Fastify's, same run. */
  publicShare: 0.35,
  publicP99Ms: 50,
  signedInP99Ms: 100,
  /** A long list's page against the demo data's first page. */
  growthRatio: 2,
} as const;

export interface BenchRow {
  check: string;
  figure: string;
  ratio: string;
  target: string;
  ok: boolean;
}

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'church-bench-'));
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * Issue 35's second measure of the cached public reads: wrk, which sends no Accept-Encoding and
 * leaves the server the pace, in turns with the same hello. Beside the rate, the server's CPU
 * time per request against the hello's, which a busy machine disturbs far less (decision 0106).
 * Skipped, saying so, without wrk.
 */
async function wrkRows(api: BenchServer, hello: BenchServer, turns: number): Promise<BenchRow[]> {
  if (!hasWrk()) {
    console.warn('wrk is not installed (apt-get install wrk): its figures are left out');
    return [];
  }
  const reads = [
    ['GET /api/videos/home', '/api/videos/home'],
    ['GET /api/posts/highlighted', '/api/posts/highlighted'],
    ['GET /api/paginated-videos', `/api/paginated-videos?skip=0&take=${pageSizes.videos}`],
  ] as const;
  const rows: BenchRow[] = [];
  for (const [name, url] of reads) {
    const { target, reference } = await wrkPaired(
      { url: `${api.url}${url}`, pid: api.pid },
      { url: `${hello.url}/`, pid: hello.pid },
      turns,
    );
    const share = target.requestsPerSecond / reference.requestsPerSecond;
    const cpuShare = reference.cpuPerRequestUs / target.cpuPerRequestUs;
    const cpu = (result: WrkResult) => `${Math.round(result.cpuPerRequestUs * 10) / 10} µs`;
    rows.push({
      check: `${name} (wrk, no Accept-Encoding)`,
      figure:
        `${target.requestsPerSecond} req/s (hello ${reference.requestsPerSecond}), p99 ${target.p99Ms} ms${target.failures ? `, ${target.failures} failed` : ''}; ` +
        `CPU per request ${cpu(target)} (hello ${cpu(reference)}: ${percent(cpuShare)})`,
      ratio: percent(share),
      target: `≥ ${percent(apiTargets.publicShare)}`,
      ok: target.failures === 0 && reference.failures === 0 && share >= apiTargets.publicShare,
    });
  }
  return rows;
}

async function throughputRows(dataDir: string, seconds: number): Promise<BenchRow[]> {
  const [api, hello] = [await startApiServer(dataDir), await startHelloServer()];
  try {
    const rows = await measureThroughput(api, hello, seconds);
    const wrk = new Map((await wrkRows(api, hello, seconds)).map((row) => [row.check.split(' (wrk')[0], row]));
    const references = rows.map((row) => row.reference);
    const referenceRow: BenchRow = {
      check: 'bare Fastify hello (reference, in turns with each read)',
      figure: `${Math.min(...references.map((r) => r.requestsPerSecond))}-${Math.max(
        ...references.map((r) => r.requestsPerSecond),
      )} req/s, p99 ≤ ${Math.max(...references.map((r) => r.p99Ms))} ms`,
      ratio: '100%',
      target: '',
      ok: references.every((reference) => reference.failures === 0),
    };
    return [
      referenceRow,
      ...rows.flatMap((row) => {
        const share = row.requestsPerSecond / row.reference.requestsPerSecond;
        const isPublic = row.kind === 'public';
        const p99Target = isPublic ? apiTargets.publicP99Ms : apiTargets.signedInP99Ms;
        const autocannonRow: BenchRow = {
          check: row.name,
          figure: `${row.requestsPerSecond} req/s (hello ${row.reference.requestsPerSecond}), p99 ${row.p99Ms} ms${row.failures ? `, ${row.failures} failed` : ''}`,
          ratio: percent(share),
          target: isPublic ? `≥ ${percent(apiTargets.publicShare)}, p99 < ${p99Target} ms` : `p99 < ${p99Target} ms`,
          ok: row.failures === 0 && row.p99Ms < p99Target && (!isPublic || share >= apiTargets.publicShare),
        };
        // wrk's figure for the same read on the next line.
        const wrkRow = wrk.get(row.name);
        return wrkRow ? [autocannonRow, wrkRow] : [autocannonRow];
      }),
    ];
  } finally {
    await Promise.all([api.stop(), hello.stop()]);
  }
}

async function growthRows(demoDir: string): Promise<BenchRow[]> {
  const largeDir = tempDir();
  try {
    const { videoId } = await fillLargeDatabase(largeDir);
    const [demo, large] = [await startApiServer(demoDir), await startApiServer(largeDir)];
    try {
      const [demoApi, largeApi] = [await signedInApi(demo.url), await signedInApi(large.url)];
      const rows: BenchRow[] = [];
      for (const probe of growthProbes(videoId)) {
        const timing = await timePair(demoCall(demoApi, probe), await probeCall(largeApi, probe));
        const ratio = timing.largeMs / timing.demoMs;
        const search = probe.name.startsWith('posts by heading');
        rows.push({
          check: `${probe.name} (${probe.rows / 1000}k rows)`,
          figure: `${timing.largeMs} ms (demo ${timing.demoMs} ms), ${Math.round(timing.largeBytes / 1024)} KB`,
          ratio: `${Math.round(ratio * 10) / 10}×`,
          target: probe.informational
            ? '(for comparison)'
            : `≤ ${apiTargets.growthRatio}×${search ? `, ≤ ${pageSizes.postSearchLimit} posts` : ''}`,
          ok: probe.informational || ratio <= apiTargets.growthRatio,
        });
      }
      return rows;
    } finally {
      await Promise.all([demo.stop(), large.stop()]);
    }
  } finally {
    rmSync(largeDir, { recursive: true, force: true });
  }
}

/**
 * The API part of `pnpm bench`: throughput and p99 of the reads of issue 16 against a bare
 * Fastify in the same run, then the growth check of every paginated list, public and signed-in,
 * on a database with LARGE_ROWS of each (fill-large.ts). Every server runs in its own process on
 * loopback; every folder is deleted after.
 */
export async function runApiBench(seconds: number, only?: 'growth' | 'reads'): Promise<BenchRow[]> {
  const demoDir = tempDir();
  try {
    const throughput = only === 'growth' ? [] : await throughputRows(demoDir, seconds);
    return [...throughput, ...(only === 'reads' ? [] : await growthRows(demoDir))];
  } finally {
    rmSync(demoDir, { recursive: true, force: true });
  }
}

/** One table: what, the figure, its ratio to the reference, the target, and ok or BELOW. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = { check: 'check', figure: 'figure', ratio: 'ratio', target: 'target', ok: true };
  const cells = (row: BenchRow) => [
    row.check,
    row.figure,
    row.ratio,
    row.target,
    row === header ? 'result' : row.ok ? 'ok' : 'BELOW',
  ];
  const all = [header, ...rows].map(cells);
  const widths = all[0]!.map((_, column) => Math.max(...all.map((line) => line[column]!.length)));
  return all
    .map((line) =>
      line
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
