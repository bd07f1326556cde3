import { Worker } from 'node:worker_threads';
import type { PageRenderer } from '@church/contracts';

type RenderInput = Parameters<PageRenderer['renderPage']>[0];

export interface RendererThread extends PageRenderer {
  /** True once the thread has ended (closed, failed, or a render hung): start another. */
  readonly ended: boolean;
  /** Ends the thread; a render still running is refused. */
  close(): Promise<void>;
}

const WORKER_FILE = new URL('./site-renderer-worker.mjs', import.meta.url);

/**
 * A render that has not answered by then is given up and its thread ended: the renderer's own
 * limit is 1 s, so this only catches one that hangs (a loop, a promise that never settles).
 */
const RENDER_LIMIT_MS = 3000;

interface Answer {
  id?: number;
  ready?: boolean;
  html?: string;
  error?: string;
}

/**
 * Starts a remote's renderer in its own thread (decision 0059) and resolves once its code has
 * been evaluated there; rejects when it does not evaluate. The thread gets an empty
 * environment (NODE_ENV aside), so no secret of the API's is there to read.
 */
export function startRendererThread(code: string, filename: string): Promise<RendererThread> {
  const worker = new Worker(WORKER_FILE, {
    workerData: { code, filename },
    env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    // The API's flags (a TypeScript loader, inspector) are not the renderer's business.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  const pending = new Map<number, { resolve: (html: string | undefined) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let ended: Error | undefined;

  const end = (error: Error) => {
    ended ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('error', end);
  worker.on('exit', (code) => end(new Error(`the renderer's thread ended (${code})`)));

  const thread: RendererThread = {
    get ended() {
      return ended !== undefined;
    },
    renderPage(input: RenderInput) {
      if (ended) return Promise.reject(ended);
      const id = nextId++;
      return new Promise<string | undefined>((resolve, reject) => {
        const timer = setTimeout(() => {
          void worker.terminate();
          end(new Error(`a render took over ${RENDER_LIMIT_MS} ms; its thread was ended`));
        }, RENDER_LIMIT_MS);
        pending.set(id, {
          resolve: (html) => {
            clearTimeout(timer);
            resolve(html);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        worker.postMessage({ id, input });
      });
    },
    async close() {
      await worker.terminate();
    },
  };

  return new Promise<RendererThread>((resolve, reject) => {
    worker.on('message', (answer: Answer) => {
      if (answer.ready !== undefined) {
        if (answer.ready) resolve(thread);
        else {
          reject(new Error(`${filename} did not evaluate: ${answer.error}`));
          void worker.terminate();
        }
        return;
      }
      const waiting = answer.id === undefined ? undefined : pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id!);
      if (answer.error !== undefined) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.html);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the renderer's thread ended before it was ready (${code})`)));
  });
}
