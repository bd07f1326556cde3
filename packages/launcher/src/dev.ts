// `pnpm dev`: every dev server with live reload, output prefixed by app; Ctrl-C stops all.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from './paths';
import { REMOTE_APPS } from './remotes-config';

/** The shell's dev server (3000) proxies /api here. */
const API_DEV_PORT = 3100;

interface DevProcess {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const processes: DevProcess[] = [
  {
    label: 'api',
    command: 'pnpm',
    args: ['--filter', '@church/api', 'dev'],
    env: { PORT: String(API_DEV_PORT), DATA_DIR: process.env.DATA_DIR || path.join(repoRoot, 'data') },
  },
  { label: 'shell', command: 'pnpm', args: ['--filter', './shell', 'dev'] },
  ...REMOTE_APPS.map(({ dir }) => ({ label: dir, command: 'pnpm', args: ['--filter', `./${dir}`, 'dev'] })),
];

const width = Math.max(...processes.map((p) => p.label.length));
const children: ChildProcess[] = [];
let stopping = false;

for (const [index, definition] of processes.entries()) {
  const color = 31 + (index % 6);
  const prefix = `\x1b[${color}m${definition.label.padEnd(width)} |\x1b[0m `;
  // Own process group, so stopping kills pnpm AND the server it started.
  const child = spawn(definition.command, definition.args, {
    cwd: repoRoot,
    env: { ...process.env, ...definition.env, FORCE_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  child.on('exit', (code, signal) => {
    console.log(`${prefix}exited (${signal ?? code})`);
    if (!stopping) stopAll('a dev server exited');
  });
}

function stopAll(reason: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[dev] stopping everything: ${reason}`);
  for (const child of children) signalGroup(child, 'SIGTERM');
  const startedAt = Date.now();
  // Wait for whole process groups, not just pnpm: the servers it started still write to our
  // pipes while they shut down (the API closes PGlite), and exiting early would break them.
  setInterval(() => {
    const alive = children.filter(groupAlive);
    if (alive.length === 0) process.exit(0);
    if (Date.now() - startedAt > 10_000) {
      for (const child of alive) signalGroup(child, 'SIGKILL');
      process.exit(1);
    }
  }, 200);
}

function groupAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

process.on('SIGINT', () => stopAll('Ctrl-C'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
console.log(`[dev] site http://localhost:3000 (API on ${API_DEV_PORT}, remotes on 3001-3005); Ctrl-C stops all`);
