import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { serverRenderFile, type FrameRenderer, type PageRenderer } from '@church/contracts';

const nodeRequire = createRequire(import.meta.url);

/**
 * Runs an app's server renderer (one self-contained CommonJS file, decision 0052) as Node
 * runs a module. It may require Node's own modules only: everything else is inside it.
 */
function evaluateRenderer<T>(code: string, filename: string): T {
  const module = { exports: {} as T };
  const requireBuiltin = (id: string): unknown => {
    if (!isBuiltin(id)) throw new Error(`${filename} requires ${id}: a server renderer must bundle it`);
    return nodeRequire(id) as unknown;
  };
  const wrapped = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename,
  }) as (...args: unknown[]) => void;
  wrapped(module.exports, requireBuiltin, module, filename, path.dirname(filename));
  return module.exports;
}

/** The shell's frame renderer from its build folder, read again when the file changes. */
export function createFrameRenderer(shellDir: string) {
  const file = path.join(path.resolve(shellDir), serverRenderFile);
  let loaded: { mtimeMs: number; renderer: FrameRenderer } | undefined;
  return async function frameRenderer(): Promise<FrameRenderer | undefined> {
    const mtimeMs = await stat(file).then(
      (found) => found.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return undefined;
    if (loaded?.mtimeMs !== mtimeMs) {
      loaded = { mtimeMs, renderer: evaluateRenderer<FrameRenderer>(await readFile(file, 'utf8'), file) };
    }
    return loaded.renderer;
  };
}

interface Loaded {
  checkedAt: number;
  etag?: string;
  digest: string;
  renderer: PageRenderer;
}

export interface PageRenderersOptions {
  /** How long a renderer serves pages before the server asks whether it changed. */
  ttlMs?: number;
  /** A read of the renderer slower than this is given up (the page is then drawn in the browser). */
  fetchTimeoutMs?: number;
}

/**
 * A remote's page renderer, fetched from beside its manifest (a deploy points the remotes
 * config at a new manifest, 0046, and the renderer follows), kept while it has not changed:
 * asked again after `ttlMs` with its ETag, evaluated again only when its content differs.
 * Best effort: a remote without one, or unreachable, leaves its pages to the browser.
 */
export function createPageRenderers({ ttlMs = 5000, fetchTimeoutMs = 3000 }: PageRenderersOptions = {}) {
  const loaded = new Map<string, Loaded>();
  const reading = new Map<string, Promise<PageRenderer | undefined>>();

  async function read(url: string, previous: Loaded | undefined): Promise<PageRenderer | undefined> {
    const headers: Record<string, string> = previous?.etag ? { 'if-none-match': previous.etag } : {};
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(fetchTimeoutMs) });
    if (response.status === 304 && previous) {
      loaded.set(url, { ...previous, checkedAt: Date.now() });
      return previous.renderer;
    }
    if (!response.ok) {
      loaded.delete(url);
      return undefined;
    }
    const code = await response.text();
    const digest = createHash('sha256').update(code).digest('hex');
    const renderer = digest === previous?.digest ? previous.renderer : evaluateRenderer<PageRenderer>(code, url);
    loaded.set(url, { checkedAt: Date.now(), etag: response.headers.get('etag') ?? undefined, digest, renderer });
    return renderer;
  }

  return function pageRenderer(manifestUrl: string): Promise<PageRenderer | undefined> {
    const url = new URL(serverRenderFile, manifestUrl).href;
    const current = loaded.get(url);
    if (current && Date.now() - current.checkedAt <= ttlMs) return Promise.resolve(current.renderer);
    let pending = reading.get(url);
    if (!pending) {
      pending = read(url, current)
        .catch(() => {
          // Unreachable for now: the known renderer serves on, and is asked for again after ttlMs.
          if (current) loaded.set(url, { ...current, checkedAt: Date.now() });
          return current?.renderer;
        })
        .finally(() => reading.delete(url));
      reading.set(url, pending);
    }
    // A known renderer keeps serving while its check runs.
    return current ? Promise.resolve(current.renderer) : pending;
  };
}
