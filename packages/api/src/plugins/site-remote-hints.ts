/** What a page needs from its remote before it can draw: absolute URLs, scripts and styles. */
export interface RemoteAssets {
  scripts: string[];
  styles: string[];
  /** The share keys the exposed module consumes as it loads (written by the remote's build, decision 0110). */
  requires?: string[];
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: {
    name?: string;
    requires?: string[];
    assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }[];
}

const NONE: RemoteAssets = { scripts: [], styles: [] };

/**
 * A remote's entry, one exposed module's own files and, when given, the files of one of its
 * named lazy chunks (`<chunk>.<hash>.js`), read from its mf-manifest.json (the remote's build
 * lists them there; `publicPath: 'auto'` makes them relative to the manifest).
 */
export function assetsFromManifest(
  manifestUrl: string,
  manifest: ManifestShape,
  exposed: string,
  chunk?: string,
): RemoteAssets {
  const entry = manifest.metaData?.remoteEntry;
  const module = manifest.exposes?.find((expose) => expose.name === exposed);
  if (!entry?.name || !module) return NONE;
  const resolve = (file: string) => new URL(file, manifestUrl).href;
  const ofChunk = (files: string[] = []) => (chunk ? files.filter((file) => file.startsWith(`${chunk}.`)) : []);
  const { js, css } = module.assets ?? {};
  return {
    scripts: [`${entry.path ?? ''}${entry.name}`, ...(js?.sync ?? []), ...ofChunk(js?.async)].map(resolve),
    styles: [...(css?.sync ?? []), ...ofChunk(css?.async)].map(resolve),
    requires: module.requires ?? [],
  };
}

export interface RemoteHintsOptions {
  fetchManifest?: (url: string, signal: AbortSignal) => Promise<ManifestShape>;
  /** How long a manifest read serves pages; a deploy points at a new URL, so this is short. */
  ttlMs?: number;
  /** A page never waits longer than this for its hints; the read goes on for the next page. */
  pageWaitMs?: number;
}

const fetchJson = async (url: string, signal: AbortSignal): Promise<ManifestShape> => {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as ManifestShape;
};

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref())]);

/**
 * Reads remotes' manifests for the page server, briefly cached per URL, so a page can name its
 * remote's first files and the browser fetches them beside the shell's (decision 0050). Best
 * effort: a remote that is slow or down gives no hints and the page loads as it would without;
 * a failed read is not kept, so the next page asks again.
 */
export function createRemoteHints({
  fetchManifest = fetchJson,
  ttlMs = 5000,
  pageWaitMs = 300,
}: RemoteHintsOptions = {}) {
  const cache = new Map<string, { at: number; manifest: Promise<ManifestShape | undefined> }>();

  function read(manifestUrl: string): Promise<ManifestShape | undefined> {
    const hit = cache.get(manifestUrl);
    if (hit && Date.now() - hit.at <= ttlMs) return hit.manifest;
    const manifest = fetchManifest(manifestUrl, AbortSignal.timeout(10 * pageWaitMs)).catch(() => {
      cache.delete(manifestUrl);
      return undefined;
    });
    cache.set(manifestUrl, { at: Date.now(), manifest });
    return manifest;
  }

  return async function remoteAssets(manifestUrl: string, exposed: string, chunk?: string): Promise<RemoteAssets> {
    const manifest = await within(pageWaitMs, read(manifestUrl));
    return manifest ? assetsFromManifest(manifestUrl, manifest, exposed, chunk) : NONE;
  };
}
