import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';
import type { BenchRow } from './api-bench';
import { freePortBlock } from './free-port-block';

const SPEC = 'cross-remote-navigation.spec.ts';
const REPORT = path.join(repoRoot, 'packages/e2e/reports/budgets.json');
/** The e2e site's default port (packages/e2e/src/site.ts); it and the remotes' five after it. */
const E2E_DEFAULT_PORT = 4100;
const SITE_AND_REMOTES = 6;

/**
 * Click-to-content of the navigations that open a remote not loaded yet, as the e2e spec
 * measures them in the browser (Chromium, built site, browser timings): the spec is run and
 * the figures it writes are read back. A spec that fails (a spinner frame, a page too slow)
 * makes its row fail as well.
 */
export async function runNavigationBench(): Promise<BenchRow[]> {
  // Another site (an e2e run, a second bench) may hold the port: take the next free block.
  const port = await freePortBlock(Number(process.env.E2E_PORT ?? E2E_DEFAULT_PORT), SITE_AND_REMOTES);
  const startedAt = Date.now();
  const run = spawnSync('pnpm', ['--filter', '@church/e2e', 'test', '--', SPEC], {
    cwd: repoRoot,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Record<
    string,
    { elapsedMs?: number; targetMs?: number | null; measuredAt?: string }
  >;
  const rows = Object.entries(report)
    .filter(([name, section]) => name.startsWith('navigation to ') && Date.parse(section.measuredAt ?? '') >= startedAt)
    .map(([name, { elapsedMs = Infinity, targetMs }]): BenchRow => ({
      check: `click to content, ${name.slice('navigation to '.length)}`,
      figure: `${elapsedMs} ms`,
      ratio: '',
      target: targetMs ? `≤ ${targetMs} ms` : 'no spinner',
      ok: run.status === 0 && (!targetMs || elapsedMs <= targetMs),
    }));
  if (rows.length === 0) {
    rows.push({ check: `e2e ${SPEC}`, figure: 'no figures', ratio: '', target: 'runs', ok: false });
  }
  return rows;
}
