import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from './remotes-config';

/** An app counts as built when the file its server needs first exists. */
export const BUILD_MARKERS: readonly { dir: string; marker: string }[] = [
  { dir: 'shell', marker: 'dist/index.html' },
  ...REMOTE_APPS.map(({ dir }) => ({ dir, marker: 'dist/mf-manifest.json' })),
];

export function findMissingBuilds(root: string): string[] {
  return BUILD_MARKERS.filter(({ dir, marker }) => !fs.existsSync(path.join(root, dir, marker))).map(({ dir }) => dir);
}

/**
 * Builds each app that has no build yet, one at a time (webpack on 2 cores is CPU-bound, and
 * parallel builds only thrash), with the build's own output streamed. Rejects on a failure.
 */
export async function buildMissing(root: string): Promise<string[]> {
  const missing = findMissingBuilds(root);
  for (const dir of missing) {
    console.log(`[launcher] building ${dir} (no ${dir}/dist yet)`);
    await run('pnpm', ['--filter', `./${dir}`, 'build'], root);
  }
  return missing;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}
