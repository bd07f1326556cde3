import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteApp } from '../remote-apps';
import { pointTo, readPointer, rollBack, writePointer, type ReleasePointer } from './pointer';
import { appReleasesDir, incomingDir, publishRelease, RELEASE_ID, releaseIdOf } from './release-folder';
import { rendererPinOf } from './renderer-pin';
import { pruneReleases } from './retention';

export interface DeployResult {
  release: string;
  /** The release the pointer named before, if any (the same one when nothing changed). */
  replaced: string | undefined;
  /** False when the same content was released before (its folder is reused as it is). */
  created: boolean;
  /** Release folders deleted by the retention rule. */
  removed: string[];
}

/** One release or rollback of a remote at a time: two at once could lose a pointer write. */
function withLock<T>(appDir: string, work: () => T): T {
  fs.mkdirSync(appDir, { recursive: true });
  const lock = path.join(appDir, '.lock');
  let handle: number;
  try {
    handle = fs.openSync(lock, 'wx');
  } catch {
    throw new Error(`Another release or rollback holds ${lock} (delete it if no such command is running)`);
  }
  try {
    return work();
  } finally {
    fs.closeSync(handle);
    fs.rmSync(lock, { force: true });
  }
}

/**
 * The renderer pins of the releases a pointer names: those known already, the others hashed
 * from their (immutable) folders, such as the new release or one from before pins existed.
 */
function pinsOf(appDir: string, pointer: ReleasePointer, known: Record<string, string> = {}): Record<string, string> {
  const pins: Record<string, string> = {};
  for (const release of [pointer.release, ...pointer.history.map((entry) => entry.release)]) {
    const pin = known[release] ?? rendererPinOf(path.join(appDir, release));
    if (pin) pins[release] = pin;
  }
  return pins;
}

function flip(appDir: string, before: ReleasePointer | undefined, next: ReleasePointer, now: Date): string[] {
  const { pointer, removed } = pruneReleases(appDir, next, now);
  const serverRenderers = pinsOf(appDir, pointer, before?.serverRenderers);
  writePointer(appDir, { ...pointer, ...(Object.keys(serverRenderers).length > 0 ? { serverRenderers } : {}) });
  return removed;
}

/**
 * Before its first release a remote is served from its `dist`. That build becomes a release
 * too (copied; `dist` stays), so the first release can be rolled back to what served before.
 */
function pointerBeforeFirstRelease(appDir: string, release: string, servedDist: string | undefined, now: Date) {
  if (!servedDist || !fs.existsSync(path.join(servedDist, 'mf-manifest.json'))) return undefined;
  // Releasing the served build itself: nothing else to keep.
  if (releaseIdOf(servedDist) === release) return undefined;
  return pointTo(undefined, publishRelease(appDir, servedDist).id, now);
}

/**
 * Makes `builtDir` (a production build of `app`) a release and points the remote at it.
 * `servedDist`: the unreleased build served so far (`<app>/dist`), kept as a release on the first release.
 */
export function deployBuild(
  releases: string,
  app: RemoteApp,
  builtDir: string,
  options: { move?: boolean; now?: Date; servedDist?: string } = {},
): DeployResult {
  const appDir = appReleasesDir(releases, app);
  const now = options.now ?? new Date();
  return withLock(appDir, () => {
    const { id, created } = publishRelease(appDir, builtDir, { move: options.move });
    const before = readPointer(appDir) ?? pointerBeforeFirstRelease(appDir, id, options.servedDist, now);
    // The pointer flips only once the release folder is complete.
    const removed = flip(appDir, before, pointTo(before, id, now), now);
    return { release: id, replaced: before?.release, created, removed };
  });
}

/** Points the remote back at an earlier release (the previous one unless `target` names one); no build. */
export function rollbackRelease(
  releases: string,
  app: RemoteApp,
  options: { target?: string; now?: Date } = {},
): { release: string; replaced: string } {
  const appDir = appReleasesDir(releases, app);
  const now = options.now ?? new Date();
  return withLock(appDir, () => {
    const before = readPointer(appDir);
    const next = rollBack(before, now, options.target);
    if (!RELEASE_ID.test(next.release) || !fs.existsSync(path.join(appDir, next.release, 'mf-manifest.json'))) {
      throw new Error(`Release ${next.release} of ${app.dir} is not on disk`);
    }
    flip(appDir, before, next, now);
    return { release: next.release, replaced: before!.release };
  });
}

/**
 * A production build of `app` straight into a fresh folder beside its releases: `<app>/dist`,
 * which `pnpm start` serves for the unreleased site, is left alone.
 */
export async function buildForRelease(root: string, releases: string, app: RemoteApp): Promise<string> {
  const outputPath = incomingDir(appReleasesDir(releases, app));
  await new Promise<void>((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', `./${app.dir}`, 'build', '--output-path', outputPath], {
      cwd: root,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building ${app.dir} failed (exit ${code})`)),
    );
  });
  return outputPath;
}
