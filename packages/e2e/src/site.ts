import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

export type RemotesConfig = { remotes: Record<string, string>; serverRenderers?: Record<string, string> };

/** The SHA-256 of a built remote's server renderer, which the config pins (decision 0059). */
function rendererPin(name: RemoteName): string | undefined {
  const file = path.join(remoteDirs[name], 'server/render.js');
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : undefined;
}

/** As an operator writes it: every remote's manifest, and the pins of the renderers they build. */
export function defaultRemotesConfig(): RemotesConfig {
  const pins = remoteNames.flatMap((name) => {
    const pin = rendererPin(name);
    return pin ? [[name, pin] as const] : [];
  });
  return {
    remotes: Object.fromEntries(remoteNames.map((name) => [name, `${remoteOrigin(name)}/mf-manifest.json`])),
    ...(pins.length > 0 ? { serverRenderers: Object.fromEntries(pins) } : {}),
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
  for (const name of fromLauncher) {
    delete config.remotes[name];
    delete config.serverRenderers?.[name];
  }
  writeFileSync(remotesConfigPath(), JSON.stringify(config, null, 2));
}
