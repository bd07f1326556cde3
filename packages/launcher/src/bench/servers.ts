import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../paths';

export interface BenchServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The server's own process (not a wrapper's): its CPU time is read from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/** A port nobody listens on now (the child binds it a moment later, loopback only). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startServer(script: string, readyPath: string, env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Its own process, as in production: the load generator must not share its event loop. Node
  // itself, with tsx's loader, so the child's pid is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilAnswering(`${url}${readyPath}`, child, 180_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export function startHelloServer(): Promise<BenchServer> {
  return startServer(path.join(repoRoot, 'packages/launcher/src/bench/hello-server.ts'), '/', {});
}

/**
 * The API as `pnpm --filter @church/api start` runs it (info logs, which a server keeps), on
 * the PGlite folder `dataDir/db`. Demo passwords are hashed cheaply: the bench signs in once.
 */
export function startApiServer(dataDir: string): Promise<BenchServer> {
  return startServer(path.join(repoRoot, 'packages/api/src/server.ts'), '/api/health', {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
}
