import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../paths';

export interface Replica {
  name: string;
  /** e.g. http://127.0.0.1:4411, the replica itself, not through the balancer. */
  url: string;
  pid: number;
  /** SIGTERM: the replica finishes its requests, ends its event streams and exits. */
  stop(): Promise<void>;
  /** SIGKILL: a crash. */
  kill(): Promise<void>;
}

/** A process: `site` (the API, the shell and the remotes' servers) or `server` (the API alone). */
export type ReplicaBundle = 'site' | 'server';

const runBuilt = path.join(repoRoot, 'packages/launcher/run-built.mjs');

/** Builds the bundle when missing or stale, once, before replicas that would each build it start. */
export function buildReplicaBundle(bundle: ReplicaBundle): void {
  const build = spawnSync(process.execPath, [runBuilt, bundle, '--build-only'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`building the ${bundle} bundle failed (${build.status})`);
}

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: the replica exited (${child.exitCode ?? child.signalCode}) before answering`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs / 1000} s`);
}

/**
 * Starts one replica from the built bundle (`run-built.mjs` builds it first when stale), on
 * loopback, and resolves when GET /api/health answers 200.
 */
export async function startReplica(options: {
  name: string;
  bundle: ReplicaBundle;
  port: number;
  env: NodeJS.ProcessEnv;
  startTimeoutMs: number;
  /** Drop the replica's log lines (stdout); its errors (stderr) still show. */
  quiet?: boolean;
}): Promise<Replica> {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [runBuilt, options.bundle], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  try {
    await waitUntilHealthy(url, child, options.startTimeoutMs);
  } catch (error) {
    await signal('SIGKILL');
    throw error;
  }
  return {
    name: options.name,
    url,
    pid: child.pid ?? 0,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}
