import fs from 'node:fs/promises';
import path from 'node:path';
import { parseRemotesConfig, type RemotesConfig } from '@church/api';
import { REMOTE_APPS } from './remote-apps';
import { readPointer } from './releases/pointer';
import { appReleasesDir } from './releases/release-folder';
import { currentRendererPinOf, rendererPinOf } from './releases/renderer-pin';

export { REMOTE_APPS, type RemoteName } from './remote-apps';

/** Where a remote's server serves its releases (see serveRemote). */
export const RELEASES_URL_PATH = '/releases/';

/**
 * What GET /remotes.json answers when no file overrides it: for each remote we serve, its
 * current release when one is deployed (`pnpm release`), else its unreleased `dist` (under
 * `root`). Each remote that draws pages comes with its renderer's pin (decision 0059): the
 * one `pnpm release` or `pnpm rollback` wrote into the pointer, or the `dist` renderer's hash.
 */
export function generatedRemotesConfig(
  publicHost: string,
  ports: Record<string, number>,
  releasesDir?: string,
  root?: string,
): RemotesConfig {
  const remotes: Record<string, string> = {};
  const serverRenderers: Record<string, string> = {};
  for (const [name, port] of Object.entries(ports)) {
    const app = REMOTE_APPS.find((remote) => remote.name === name);
    const appDir = app && releasesDir ? appReleasesDir(releasesDir, app) : undefined;
    const pointer = appDir ? readPointer(appDir) : undefined;
    const folder = pointer ? `${RELEASES_URL_PATH}${pointer.release}/` : '/';
    remotes[name] = `http://${publicHost}:${port}${folder}mf-manifest.json`;
    const pin =
      pointer && appDir
        ? (pointer.serverRenderers?.[pointer.release] ?? rendererPinOf(path.join(appDir, pointer.release)))
        : app && root
          ? currentRendererPinOf(path.join(root, app.dir, 'dist'))
          : undefined;
    if (pin) serverRenderers[name] = pin;
  }
  return Object.keys(serverRenderers).length > 0 ? { remotes, serverRenderers } : { remotes };
}

/**
 * The remotes config source for the site, computed on every request so a release, a rollback
 * or an edit is live on the next page load: the generated config (release pointers included),
 * with every remote the REMOTES_CONFIG file names taken from the file instead, its renderer
 * pin included: a remote the file moves is pinned by the file or not at all.
 */
export function remotesConfigSource(options: {
  file?: string;
  publicHost: string;
  ports: Record<string, number>;
  releasesDir?: string;
  /** The workspace whose `<app>/dist` renderers are pinned for remotes not released yet. */
  root?: string;
}): () => Promise<RemotesConfig> {
  const { file } = options;
  return async () => {
    const generated = generatedRemotesConfig(options.publicHost, options.ports, options.releasesDir, options.root);
    if (!file) return generated;
    const fromFile = parseRemotesConfig(JSON.parse(await fs.readFile(file, 'utf8')), file);
    const generatedPins = Object.entries(generated.serverRenderers ?? {}).filter(
      ([name]) => !(name in fromFile.remotes),
    );
    const serverRenderers = { ...Object.fromEntries(generatedPins), ...fromFile.serverRenderers };
    return {
      remotes: { ...generated.remotes, ...fromFile.remotes },
      ...(Object.keys(serverRenderers).length > 0 ? { serverRenderers } : {}),
    };
  };
}
