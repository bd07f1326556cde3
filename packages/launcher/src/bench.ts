// `pnpm bench`: the API part (throughput and p99 against a bare Fastify, lists on a large
// database; bench/api-bench.ts), then Lighthouse on /, /videos and a post of the production
// site, mobile settings, offline, in Debian's Chromium, with each page's first-visit JS, and on
// the signed-in pages of the dashboard and the account area (bench/lighthouse-bench.ts; writes
// reports/lighthouse.json), then the click-to-content time
// of opening a remote not loaded yet (bench/navigation-bench.ts). `--api`, `--lighthouse` or
// `--navigation` runs only the parts named; `--growth` only the API's long lists (no
// throughput), `--reads` only the throughput (autocannon, and wrk beside it when installed). `--cluster` (never part of the default run) puts a Sunday-morning mix through
// HAProxy against one replica and against two, with a backup taken under the two's load restored
// and compared with the site (bench/cluster-bench.ts). Exits 1 below any target.
// A benchmark, not a unit test: figures move with machine load, so it is run on purpose rather
// than inside `pnpm test`.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTable, runApiBench } from './bench/api-bench';
import { formatBackupCheck } from './bench/backup-under-load';
import { formatClusterPhases, runClusterBench } from './bench/cluster-bench';
import { buildMissing } from './build-missing';
import { measurePages, pageRows, pageTargets, type BenchPage } from './bench/lighthouse-bench';
import { signIn } from './bench/sign-in';
import type { SignedInCache } from './bench/signed-in-session';
import { runNavigationBench } from './bench/navigation-bench';
import { requireChromium } from './chromium';
import { repoRoot } from './paths';
import { startSite } from './start-site';

const runs = Number(process.env.BENCH_RUNS ?? 3);
/**
 * `BENCH_PAGES=/dashboard,/account`: Lighthouse on the pages whose path holds one of these only;
 * `/` alone is the home page (every path holds it).
 */
const pageFilter = process.env.BENCH_PAGES?.split(',').filter(Boolean);
/**
 * `BENCH_SIGNED_IN_CACHE=warm,cold`: how each signed-in page is measured, in turn (`warm`: after
 * signing in on the site, as a member gets there; `cold`: from an empty cache). `warm` unless set.
 */
const signedInCaches = (process.env.BENCH_SIGNED_IN_CACHE ?? 'warm')
  .split(',')
  .filter((cache): cache is SignedInCache => cache === 'warm' || cache === 'cold');
/** The site's start (a fresh demo database) took over the API's 120 s at load 20 on 2 cores. */
const startTimeoutMs = Number(process.env.BENCH_START_TIMEOUT_S ?? 600) * 1000;
/** Seconds of load per API endpoint (after one second of warm-up). */
const apiSeconds = Number(process.env.BENCH_API_SECONDS ?? 5);

async function apiBench(only?: 'growth' | 'reads'): Promise<number> {
  const loadBefore = os.loadavg()[0]?.toFixed(1);
  const rows = await runApiBench(apiSeconds, only);
  console.log(
    `API on PGlite, 50 connections, ${apiSeconds} s each in turns of 1 s with bare Fastify (autocannon, loopback; ` +
      `the wrk rows: ${apiSeconds} turns of 2 s, two threads); ` +
      `load average ${loadBefore} before, ${os.loadavg()[0]?.toFixed(1)} after, on ${os.cpus().length} cores:`,
  );
  console.log(formatTable(rows));
  const below = rows.filter((row) => !row.ok);
  if (below.length > 0) console.error(`Below target: ${below.map((row) => row.check).join(', ')}`);
  return below.length > 0 ? 1 : 0;
}

/**
 * The pages of issue 16 (the home, the sermons list and one post, the first highlighted), then
 * issue 36's signed-in pages: where an admin lands (Statistics), the plan page, and the account
 * pages a member opens most.
 */
async function benchPages(siteUrl: string): Promise<BenchPage[]> {
  const highlighted = (await (await fetch(`${siteUrl}/api/posts/highlighted`)).json()) as { id: number }[];
  const post = highlighted[0];
  if (!post) throw new Error('the demo data has no highlighted post to measure /posts/{id} on');
  const types = (await (
    await fetch(`${siteUrl}/api/service-types/paginated?page=1&take=1`, { headers: await signIn(siteUrl, 'admin') })
  ).json()) as { entities: { id: number }[] };
  const plan = types.entities[0];
  if (!plan) throw new Error('the demo data has no service type to measure its plan page on');
  const signedIn: BenchPage[] = [
    { path: '/dashboard/charts', as: 'admin', maxTbtMs: 200 },
    { path: `/dashboard/plan-page/${plan.id}`, as: 'admin', minPerformance: 0.98, maxTbtMs: 150 },
    { path: '/dashboard/givings', as: 'admin' },
    { path: '/dashboard/events-master-calendar', as: 'admin' },
    { path: '/account/payment-settings', as: 'member' },
    { path: '/account/givings-history', as: 'member' },
    { path: '/account/prayer-requests', as: 'member' },
    { path: '/account/settings', as: 'member' },
  ];
  return [
    { path: '/' },
    { path: '/videos' },
    { path: `/posts/${post.id}` },
    ...signedIn.flatMap((page) => signedInCaches.map((cache) => ({ ...page, cache }))),
  ];
}

async function lighthouseBench(): Promise<number> {
  const chromePath = requireChromium();
  await buildMissing(repoRoot);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'church-bench-'));
  const site = await startSite({ port: 0, dataDir, logLevel: 'warn', startTimeoutMs });
  try {
    const loadBefore = os.loadavg()[0]?.toFixed(1);
    const pages = (await benchPages(site.url)).filter(
      (page) => !pageFilter || pageFilter.some((part) => (part === '/' ? page.path === '/' : page.path.includes(part))),
    );
    const summaries = await measurePages(site.url, pages, runs, chromePath);
    const dir = path.join(repoRoot, 'reports');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'lighthouse.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), targets: pageTargets, pages: summaries }, null, 2)}\n`,
    );
    const rows = pageRows(summaries);
    console.log(
      `Lighthouse mobile, median of ${runs} per page; load average ${loadBefore} before, ` +
        `${os.loadavg()[0]?.toFixed(1)} after (each run and its largest element: reports/lighthouse.json):`,
    );
    console.log(formatTable(rows));
    const below = rows.filter((row) => !row.ok);
    if (below.length > 0) console.error(`Below target: ${below.map((row) => row.check).join(', ')}`);
    return below.length > 0 ? 1 : 0;
  } finally {
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function navigationBench(): Promise<number> {
  const rows = await runNavigationBench();
  console.log('Opening a remote not loaded yet (e2e cross-remote-navigation, browser timings):');
  console.log(formatTable(rows));
  return rows.every((row) => row.ok) ? 0 : 1;
}

/** Seconds of the measured Sunday mix per cluster size. */
const clusterSeconds = Number(process.env.BENCH_CLUSTER_SECONDS ?? 15);

async function clusterBench(): Promise<number> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.error('pnpm bench --cluster needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL it may empty');
    return 1;
  }
  const loadBefore = os.loadavg()[0]?.toFixed(1);
  const phases = await runClusterBench({
    databaseUrl,
    seconds: clusterSeconds,
    port: Number(process.env.BENCH_CLUSTER_PORT ?? 4400),
  });
  console.log(
    `Sunday mix through HAProxy, ${clusterSeconds} s per size after 2 s of warm-up, loopback clients (autocannon) ` +
      `on the same ${os.cpus().length} cores; load average ${loadBefore} before:`,
  );
  console.log(formatClusterPhases(phases));
  const [one, two] = phases.map((phase) => phase.groups.reduce((sum, group) => sum + group.requests, 0));
  if (one && two) console.log(`two replicas : one = ${(two / one).toFixed(2)}`);
  const backup = phases.find((phase) => phase.backup)?.backup;
  if (backup) console.log(formatBackupCheck(backup));
  else console.error('No backup was taken under load');
  // No gift acknowledged would make "no lost write" say nothing.
  const failed = phases.filter(
    (phase) => phase.lostWrites > 0 || phase.acknowledgedWrites === 0 || phase.groups.some((group) => group.errors > 0),
  );
  if (failed.length > 0) console.error('Errors or lost writes (0 of each required), or no gift acknowledged');
  return failed.length > 0 || !backup?.ok ? 1 : 0;
}

const parts = {
  '--api': () => apiBench(),
  '--growth': () => apiBench('growth'),
  '--reads': () => apiBench('reads'),
  '--lighthouse': lighthouseBench,
  '--navigation': navigationBench,
  '--cluster': clusterBench,
} as const;

async function main(args: readonly string[]): Promise<number> {
  const chosen = (Object.keys(parts) as (keyof typeof parts)[]).filter((part) => args.includes(part));
  let worst = 0;
  // `--growth` and `--reads` are parts of `--api`, run alone on request.
  const all = ['--api', '--lighthouse', '--navigation'] as const;
  for (const part of chosen.length > 0 ? chosen : all) {
    worst = Math.max(worst, await parts[part]());
  }
  return worst;
}

process.exitCode = await main(process.argv.slice(2));
