import fs from 'node:fs/promises';
import { parseRemotesConfig, type RemotesConfig } from '@church/api';
import { REMOTE_APPS } from './remote-apps';
import { readPointer } from './releases/pointer';
import { appReleasesDir } from './releases/release-folder';

export { REMOTE_APPS, type RemoteName } from './remote-apps';

/** Where a remote's server serves its releases (see serveRemote). */
export const RELEASES_URL_PATH = '/releases/';

/**
 * What GET /remotes.json answers when no file overrides it: for each remote we serve, its
 * current release when one is deployed (`pnpm release`), else its unreleased `dist`.
 */
export function generatedRemotesConfig(
  publicHost: string,
  ports: Record<string, number>,
  releasesDir?: string,
): RemotesConfig {
  return {
    remotes: Object.fromEntries(
      Object.entries(ports).map(([name, port]) => {
        const app = REMOTE_APPS.find((remote) => remote.name === name);
        const release = app && releasesDir ? readPointer(appReleasesDir(releasesDir, app))?.release : undefined;
        const folder = release ? `${RELEASES_URL_PATH}${release}/` : '/';
        return [name, `http://${publicHost}:${port}${folder}mf-manifest.json`];
      }),
    ),
  };
}

/**
 * The remotes config source for the site, computed on every request so a release, a rollback
 * or an edit is live on the next page load: the generated config (release pointers included),
 * with every remote the REMOTES_CONFIG file names taken from the file instead.
 */
export function remotesConfigSource(options: {
  file?: string;
  publicHost: string;
  ports: Record<string, number>;
  releasesDir?: string;
}): () => Promise<RemotesConfig> {
  const { file } = options;
  return async () => {
    const generated = generatedRemotesConfig(options.publicHost, options.ports, options.releasesDir);
    if (!file) return generated;
    const fromFile = parseRemotesConfig(JSON.parse(await fs.readFile(file, 'utf8')), file);
    return { remotes: { ...generated.remotes, ...fromFile.remotes } };
  };
}
