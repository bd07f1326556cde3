import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the site under test lives. The Playwright config calls `prepareRunDir()` once in the
 * runner process; the values travel to the workers through the environment.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const sitePort = Number(process.env.E2E_PORT ?? 4100);
export const baseURL = `http://localhost:${sitePort}`;

/** The order in which the launcher gives remotes ports: PORT+1 .. PORT+5. */
export const remoteNames = ['mfe_public', 'mfe_giving', 'mfe_account', 'mfe_dashboard', 'mfe_plans'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const remoteDirs: Record<RemoteName, string> = {
  mfe_public: path.join(repoRoot, 'mfe-public/dist'),
  mfe_giving: path.join(repoRoot, 'mfe-giving/dist'),
  mfe_account: path.join(repoRoot, 'mfe-account/dist'),
  mfe_dashboard: path.join(repoRoot, 'mfe-dashboard/dist'),
  mfe_plans: path.join(repoRoot, 'mfe-plans/dist'),
};

export function remotePort(name: RemoteName): number {
  return sitePort + 1 + remoteNames.indexOf(name);
}

export function remoteOrigin(name: RemoteName): string {
  return `http://localhost:${remotePort(name)}`;
}

export type RemotesConfig = { remotes: Record<string, string> };

export function defaultRemotesConfig(): RemotesConfig {
  return {
    remotes: Object.fromEntries(remoteNames.map((name) => [name, `${remoteOrigin(name)}/mf-manifest.json`])),
  };
}

/** Creates the run's temp folder (database + remotes config) unless an outer process did. */
export function prepareRunDir(): {
  runDir: string;
  dataDir: string;
  remotesConfigPath: string;
  releasesDir: string;
} {
  if (!process.env.E2E_RUN_DIR) {
    process.env.E2E_RUN_DIR = mkdtempSync(path.join(os.tmpdir(), 'church-e2e-'));
    writeFileSync(remotesConfigPath(), JSON.stringify(defaultRemotesConfig(), null, 2));
  }
  const runDir = process.env.E2E_RUN_DIR;
  return {
    runDir,
    dataDir: path.join(runDir, 'data'),
    remotesConfigPath: remotesConfigPath(),
    releasesDir: path.join(runDir, 'releases'),
  };
}

export function remotesConfigPath(): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set: run the specs through playwright.config.ts');
  return path.join(runDir, 'remotes.json');
}

/**
 * Rewrites the file the launcher re-reads on every request (REMOTES_CONFIG). A remote in
 * `fromLauncher` is left out, so the launcher names it: its current release, if any.
 */
export function writeRemotesConfig(
  overrides: Partial<Record<RemoteName, string>> = {},
  fromLauncher: RemoteName[] = [],
): void {
  const config = defaultRemotesConfig();
  Object.assign(config.remotes, overrides);
  for (const name of fromLauncher) delete config.remotes[name];
  writeFileSync(remotesConfigPath(), JSON.stringify(config, null, 2));
}
