import { readFile, stat } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { serverRenderFile, type FrameRenderer, type PageRenderer } from '@church/contracts';
import { refusedRendererSource, rendererPin } from './site-renderer-source';
import { startRendererThread, type RendererThread } from './site-renderer-thread';

const nodeRequire = createRequire(import.meta.url);

/**
 * Runs the shell's server renderer (one self-contained CommonJS file, decision 0052) as Node
 * runs a module. It may require Node's own modules only: everything else is inside it. Only
 * the shell's, read from the API's own build folder, runs here; a remote's is fetched and runs
 * pinned, in a thread of its own (decision 0059).
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

/**
 * The shell's frame renderer from its build folder, read again when the file changes. It is
 * part of the API's own deployment (the folder the API serves the site from), as trusted as
 * the API's code, so it runs in the API's thread.
 */
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

export interface PageRenderersOptions {
  /** How long a renderer that could not be had (unreachable, altered) is not asked for again. */
  retryMs?: number;
  /** A read of the renderer slower than this is given up (the page is then drawn in the browser). */
  fetchTimeoutMs?: number;
  /** Told once per cause why a remote's pages are drawn in the browser instead. */
  warn?: (message: string) => void;
}

/** The pinned renderers kept running: the current release's and the one before (a rollback flips back at once). */
const KEPT_RENDERERS = 2;

/**
 * A remote's page renderer, run only when the remotes config pins it (decision 0059): fetched
 * from beside the manifest the config names (a release or rollback points it at another
 * manifest, 0046, and names the new renderer's SHA-256 with it), over HTTPS or from this
 * machine, and run in its own thread only when its bytes hash to the pin. A pinned renderer
 * never changes, so once running it serves until the pin moves. Best effort: a remote
 * without a pin, an unreachable or altered renderer leaves its pages to the browser.
 */
export function createPageRenderers({ retryMs = 5000, fetchTimeoutMs = 3000, warn }: PageRenderersOptions = {}) {
  const running = new Map<string, RendererThread>();
  const starting = new Map<string, Promise<RendererThread | undefined>>();
  const failedUntil = new Map<string, number>();
  const warned = new Set<string>();
  const warnOnce = (message: string) => {
    if (warned.has(message) || warned.size > 1000) return;
    warned.add(message);
    warn?.(message);
  };

  function keep(pin: string, thread: RendererThread) {
    running.delete(pin);
    running.set(pin, thread);
    for (const [old, oldThread] of running) {
      if (running.size <= KEPT_RENDERERS) break;
      running.delete(old);
      void oldThread.close();
    }
  }

  async function start(url: URL, pin: string): Promise<RendererThread | undefined> {
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(fetchTimeoutMs) });
    if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const digest = rendererPin(bytes);
    if (digest !== pin) {
      warnOnce(`${url.href} is not the pinned renderer (SHA-256 ${digest}, pinned ${pin}); not run`);
      return undefined;
    }
    const thread = await startRendererThread(new TextDecoder().decode(bytes), url.href);
    keep(pin, thread);
    return thread;
  }

  function pageRenderer(manifestUrl: string, pin: string | undefined): Promise<PageRenderer | undefined> {
    if (!pin) {
      warnOnce(`the remotes config pins no server renderer for ${manifestUrl}; its pages are drawn in the browser`);
      return Promise.resolve(undefined);
    }
    const known = running.get(pin);
    if (known && !known.ended) return Promise.resolve(known);
    // A thread that ended (a render hung, it failed) is started afresh from the fetched file.
    if (known) running.delete(pin);
    const url = new URL(serverRenderFile, manifestUrl);
    const refused = refusedRendererSource(url);
    if (refused) {
      warnOnce(`the server renderer at ${url.href} is not fetched: ${refused}`);
      return Promise.resolve(undefined);
    }
    const key = `${pin} ${url.href}`;
    if ((failedUntil.get(key) ?? 0) > Date.now()) return Promise.resolve(undefined);
    let pending = starting.get(key);
    if (!pending) {
      pending = start(url, pin)
        .catch((error: unknown) => {
          warnOnce(`the server renderer at ${url.href} could not be run: ${(error as Error).message}`);
          return undefined;
        })
        .then((thread) => {
          if (!thread) failedUntil.set(key, Date.now() + retryMs);
          return thread;
        })
        .finally(() => starting.delete(key));
      starting.set(key, pending);
    }
    return pending;
  }

  /** Ends every renderer's thread (the server is closing). */
  async function close(): Promise<void> {
    const threads = [...running.values()];
    running.clear();
    await Promise.all(threads.map((thread) => thread.close()));
  }

  return { pageRenderer, close };
}
