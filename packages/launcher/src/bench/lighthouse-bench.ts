import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../chromium';
import type { BenchRow } from './api-bench';
import { layoutShiftsOf, lcpPartsOf, longestChainOf } from './lighthouse-findings';
import type { DemoAccount } from './sign-in';
import { prepareSignedInRun, type SignedInCache } from './signed-in-session';

/** Issue 16's targets for a first visit on a phone (Lighthouse mobile). */
export const pageTargets = {
  performance: 0.95,
  accessibility: 0.9,
  lcpMs: 2000,
  /** JavaScript of the first visit, gzip level 9 whatever the server sends (as budgets.spec). */
  firstVisitJsBytes: 140 * 1024,
} as const;

/** A page to measure: public (a first visit) or signed in as a demo account, with its own targets. */
export interface BenchPage {
  path: string;
  as?: DemoAccount;
  /** A signed-in page only: what the browser holds before the run (signed-in-session.ts); `warm` unless given. */
  cache?: SignedInCache;
  /** Issue 36's targets for a signed-in page, beside the public ones. */
  minPerformance?: number;
  maxTbtMs?: number;
}

/** Every signed-in page is held to this; Statistics and the plan page to more (issue 36). */
export const signedInTargets = { performance: 0.95 } as const;

export interface PageRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement?: string;
  /** Every script the page downloaded, gzip bytes. */
  jsGzipBytes: number;
  /** What held the main thread: the scripts that ran longest and the longest tasks (to find what to move). */
  blocking?: { scripts: string[]; longTasks: string[] };
  /** What moved (largest shifts first) and what the largest paint waited for (lighthouse-findings.ts). */
  layoutShifts?: string[];
  lcpParts?: string[];
  longestChain?: string[];
}

/** The HTML of the element Lighthouse took as the largest paint, to see what the page waits on. */
function lcpElementOf(details: unknown): string | undefined {
  const items = (details as { items?: { type?: string; snippet?: string }[] } | undefined)?.items;
  return items?.find((item) => item.type === 'node')?.snippet;
}

type Items = { items?: Record<string, unknown>[] } | undefined;
const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

/** The five scripts with the most main-thread time and the five longest tasks, as short lines. */
function blockingOf(audits: Record<string, { details?: unknown }>): PageRun['blocking'] {
  const items = (id: string) => ((audits[id]?.details as Items)?.items ?? []).slice(0, 5);
  return {
    scripts: items('bootup-time').map((item) => `${shortUrl(item.url)} ${Math.round(Number(item.total))} ms`),
    longTasks: items('long-tasks').map(
      (item) =>
        `${shortUrl(item.url)} ${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms`,
    ),
  };
}

/** Gzip bytes of each script: fetched again uncompressed and gzipped here, so any server compares alike. */
async function gzipBytesOf(scriptUrls: string[]): Promise<number> {
  const sizes = await Promise.all(
    scriptUrls.map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function runOnce(url: string, port: number, signedIn: boolean): Promise<PageRun | undefined> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    logLevel: 'error',
    // A signed-in run keeps the session prepareSignedInRun stored (it empties the cache itself).
    disableStorageReset: signedIn,
  });
  // A run whose trace Chromium failed to record (NO_NAVSTART on a busy machine) scores nothing.
  if (!result || result.lhr.runtimeError) {
    console.error(`Lighthouse run on ${url} failed (${result?.lhr.runtimeError?.code ?? 'no result'}); running again`);
    return undefined;
  }
  const { audits, categories } = result.lhr;
  const audit = (id: string) => Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000;
  const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items;
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: audit('cumulative-layout-shift'),
    lcpElement: lcpElementOf(audits['lcp-breakdown-insight']?.details),
    blocking: blockingOf(audits),
    layoutShifts: layoutShiftsOf(audits['layout-shifts']?.details),
    lcpParts: lcpPartsOf(audits['lcp-breakdown-insight']?.details),
    longestChain: longestChainOf(audits['network-dependency-tree-insight']?.details),
    // A public page's budget only (pageRows): fetching a signed-in page's scripts again on a
    // loaded machine failed (ECONNRESET) and took the whole bench down with it.
    jsGzipBytes: signedIn
      ? 0
      : await gzipBytesOf(
          (requests ?? []).filter((request) => request.resourceType === 'Script').map((request) => request.url),
        ),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export interface PageSummary {
  page: string;
  bench: BenchPage;
  runs: PageRun[];
  median: Omit<PageRun, 'lcpElement' | 'blocking' | 'layoutShifts' | 'lcpParts' | 'longestChain'>;
}

/** Lighthouse mobile on each page, median of `runs` (a failed trace is run again, up to twice as many). */
export async function measurePages(
  siteUrl: string,
  pages: readonly BenchPage[],
  runs: number,
  chromePath: string,
): Promise<PageSummary[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const summaries: PageSummary[] = [];
    for (const page of pages) {
      const done: PageRun[] = [];
      for (let attempt = 0; done.length < runs && attempt < runs * 2; attempt += 1) {
        if (page.as) await prepareSignedInRun(chrome.port, siteUrl, page.as, page.cache ?? 'warm');
        const run = await runOnce(`${siteUrl}${page.path}`, chrome.port, Boolean(page.as));
        if (run) done.push(run);
      }
      const of = (key: keyof PageSummary['median']) => median(done.map((run) => run[key]));
      summaries.push({
        page: page.as ? `${page.path} (${page.as}, ${page.cache ?? 'warm'} cache)` : page.path,
        bench: page,
        runs: done,
        median: {
          performance: of('performance'),
          accessibility: of('accessibility'),
          lcpMs: of('lcpMs'),
          tbtMs: of('tbtMs'),
          cls: of('cls'),
          jsGzipBytes: of('jsGzipBytes'),
        },
      });
    }
    return summaries;
  } finally {
    chrome.kill();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One table row per page and measure, against the targets. */
export function pageRows(summaries: readonly PageSummary[]): BenchRow[] {
  return summaries.flatMap(({ page, bench, runs, median: m }) => {
    const scores = runs.map((run) => run.performance).join(' / ');
    const minPerformance = bench.minPerformance ?? (bench.as ? signedInTargets.performance : pageTargets.performance);
    const rows: BenchRow[] = [
      {
        check: `${page} performance (runs ${scores})`,
        figure: `${m.performance}, TBT ${m.tbtMs} ms, CLS ${m.cls}`,
        ratio: '',
        target: `≥ ${minPerformance}${bench.maxTbtMs ? `, TBT ≤ ${bench.maxTbtMs} ms` : ''}`,
        ok: m.performance >= minPerformance && (!bench.maxTbtMs || m.tbtMs <= bench.maxTbtMs),
      },
      {
        check: `${page} largest paint`,
        figure: `${m.lcpMs} ms`,
        ratio: '',
        target: `≤ ${pageTargets.lcpMs} ms`,
        ok: m.lcpMs <= pageTargets.lcpMs,
      },
      {
        check: `${page} accessibility`,
        figure: String(m.accessibility),
        ratio: '',
        target: `≥ ${pageTargets.accessibility}`,
        ok: m.accessibility >= pageTargets.accessibility,
      },
    ];
    // The first-visit budget is a public page's: a signed-in page loads its area on top.
    if (!bench.as) {
      rows.push({
        check: `${page} first-visit JS (gzip)`,
        figure: kb(m.jsGzipBytes),
        ratio: '',
        target: `≤ ${kb(pageTargets.firstVisitJsBytes)}`,
        ok: m.jsGzipBytes <= pageTargets.firstVisitJsBytes,
      });
    }
    return rows;
  });
}
