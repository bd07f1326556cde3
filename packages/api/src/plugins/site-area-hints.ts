import { areaPageAt, areaPrefixes, areaRemotes } from '@church/areas/area-page-at';
import type { RemotesConfig, SessionHint } from '@church/contracts';
import type { RemoteAssets } from './site-remote-hints';

type ReadAssets = (manifestUrl: string, exposed: string) => Promise<RemoteAssets>;
/** The shell's files of the libraries with these share keys (site-shared-files.ts). */
type SharedFilesOf = (shareKeys: readonly string[]) => Promise<string[]>;

/** The area page a signed-in browser opens at `path`: the page there, or on the area's own path the one its hint names. */
function areaPageFor(path: string, hint: SessionHint) {
  const entry = hint.areaEntry;
  const found =
    areaPageAt(path) ??
    (entry && Object.values(areaPrefixes).some((prefix) => path.replace(/\/+$/, '') === prefix)
      ? areaPageAt(entry)
      : undefined);
  // A hint leading into the other area: this session is sent away from this one.
  if (!found || (entry && !entry.startsWith(`${areaPrefixes[found.area]}/`))) return undefined;
  return found;
}

/**
 * The files an area page needs before it draws, for a browser that says it is signed in: the
 * area's route module (its layout) and the page's module, each with its remote's entry, read
 * from their manifests, so they download beside the shell's scripts instead of one remote after
 * the other once the shell has run (decision 0103), and the shell's copies of the libraries
 * those modules consume, which the runtime would ask for only once the remotes' entries had run
 * (decision 0110). Undefined for any other page or visitor.
 */
export async function areaPageAssets(
  path: string,
  hint: SessionHint | null,
  config: RemotesConfig | undefined,
  readAssets: ReadAssets,
  sharedFilesOf: SharedFilesOf = async () => [],
): Promise<RemoteAssets | undefined> {
  const found = hint && config ? areaPageFor(path, hint) : undefined;
  if (!found || !config) return undefined;
  const modules = [
    { remote: areaRemotes[found.area], exposed: 'routes' },
    { remote: found.page.remote, exposed: found.page.exposed },
  ];
  const assets: RemoteAssets[] = await Promise.all(
    modules.map(({ remote, exposed }) => {
      const manifest = config.remotes[remote];
      return manifest ? readAssets(manifest, exposed) : { scripts: [], styles: [] };
    }),
  );
  const unique = (files: string[]) => [...new Set(files)];
  const shared = await sharedFilesOf(unique(assets.flatMap((part) => part.requires ?? [])));
  return {
    scripts: unique([...assets.flatMap((part) => part.scripts), ...shared]),
    styles: unique(assets.flatMap((part) => part.styles)),
  };
}
