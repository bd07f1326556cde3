import fs from 'node:fs/promises';
import { parseRemotesConfig, type RemotesConfig } from '@church/api';

/** The remote apps in port order: PORT+1 .. PORT+5 in production, 3001..3005 in dev. */
export const REMOTE_APPS = [
  { dir: 'mfe-public', name: 'mfe_public' },
  { dir: 'mfe-giving', name: 'mfe_giving' },
  { dir: 'mfe-account', name: 'mfe_account' },
  { dir: 'mfe-dashboard', name: 'mfe_dashboard' },
  { dir: 'mfe-plans', name: 'mfe_plans' },
] as const;

export type RemoteName = (typeof REMOTE_APPS)[number]['name'];

/** What GET /remotes.json answers when no file overrides it: the ports we actually serve. */
export function generatedRemotesConfig(publicHost: string, ports: Record<string, number>): RemotesConfig {
  return {
    remotes: Object.fromEntries(
      Object.entries(ports).map(([name, port]) => [name, `http://${publicHost}:${port}/mf-manifest.json`]),
    ),
  };
}

/**
 * The remotes config source for the site: the file named by REMOTES_CONFIG, read and checked
 * on every request (so an edit is live on the next reload), else the generated config.
 */
export function remotesConfigSource(options: {
  file?: string;
  publicHost: string;
  ports: Record<string, number>;
}): () => Promise<RemotesConfig> {
  const { file } = options;
  if (!file) {
    const generated = generatedRemotesConfig(options.publicHost, options.ports);
    return async () => generated;
  }
  return async () => parseRemotesConfig(JSON.parse(await fs.readFile(file, 'utf8')), file);
}
