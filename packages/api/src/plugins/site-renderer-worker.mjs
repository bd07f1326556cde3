// The thread a remote's server renderer runs in (decision 0059): plain JavaScript so that Node
// starts it as it is, without the API's TypeScript loader. It holds the renderer's code
// and the page a render is handed, nothing else: the thread starts with an empty environment,
// no database handle and none of the API's modules, and the renderer may require only the
// harmless Node modules below. The pin (its SHA-256 in the remotes config) is what decides
// that the code is ours; this thread keeps the API's secrets out of its reach all the same,
// and lets the API end a render that hangs.
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';

const nodeRequire = createRequire(import.meta.url);

/** What a bundled React server renderer needs; no file system, network, processes or threads. */
const ALLOWED = new Set(['async_hooks', 'buffer', 'crypto', 'events', 'stream', 'string_decoder', 'url', 'util']);

// Doors from plain JavaScript back to Node's internals, closed before foreign code runs.
for (const name of ['binding', '_linkedBinding', 'dlopen', 'getBuiltinModule', 'mainModule']) {
  try {
    Object.defineProperty(process, name, { value: undefined, configurable: false, writable: false });
  } catch {
    // Not present in this Node version.
  }
}

function requireAllowed(id) {
  const name = String(id).replace(/^node:/, '');
  if (!ALLOWED.has(name)) throw new Error(`${workerData.filename} requires ${id}: a server renderer may not`);
  return nodeRequire(`node:${name}`);
}

function evaluate(code, filename) {
  const module = { exports: {} };
  const wrapped = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename,
  });
  wrapped(module.exports, requireAllowed, module, filename, path.posix.dirname(filename));
  return module.exports;
}

let renderer;
try {
  renderer = evaluate(workerData.code, workerData.filename);
  if (typeof renderer.renderPage !== 'function') throw new Error('it exports no renderPage');
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: error instanceof Error ? error.message : String(error) });
}

parentPort.on('message', ({ id, input }) => {
  Promise.resolve()
    .then(() => renderer.renderPage(input))
    .then(
      (html) => parentPort.postMessage({ id, html: typeof html === 'string' ? html : undefined }),
      (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    );
});
