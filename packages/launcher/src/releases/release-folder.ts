import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteApp } from '../remote-apps';

/** A release is named by the first 12 hex digits of a SHA-256 over what browsers load from it. */
export const RELEASE_ID = /^[0-9a-f]{12}$/;

/** Where releases live: RELEASES_DIR, else `<root>/releases`; one folder per remote inside. */
export function releasesRoot(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(root, 'releases');
}

export function appReleasesDir(root: string, app: RemoteApp): string {
  return path.join(root, app.dir);
}

/** Build metadata that is not loaded by browsers and varies between identical builds. */
function servesContent(relativePath: string): boolean {
  return !relativePath.endsWith('.map') && path.basename(relativePath) !== 'mf-stats.json';
}

function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Same build output, same id: releasing an unchanged remote twice makes no second release. */
export function releaseIdOf(builtDir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(builtDir).filter(servesContent)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(builtDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** A folder beside the releases, so finishing a release is a rename on the same disk. */
export function incomingDir(appDir: string): string {
  fs.mkdirSync(appDir, { recursive: true });
  return path.join(appDir, `.incoming-${randomBytes(4).toString('hex')}`);
}

/**
 * Turns a build into a release folder, never touching an existing one: the build is copied
 * (or moved, when it is an incoming folder already) next to the releases and renamed into
 * place, so a browser never sees a half-written release. An existing id means the same
 * content is released already; it stays as it is.
 */
export function publishRelease(
  appDir: string,
  builtDir: string,
  options: { move?: boolean } = {},
): { id: string; created: boolean } {
  if (!fs.existsSync(path.join(builtDir, 'mf-manifest.json'))) {
    throw new Error(`${builtDir} holds no mf-manifest.json: not a remote's build`);
  }
  const id = releaseIdOf(builtDir);
  const target = path.join(appDir, id);
  let staged = builtDir;
  if (!options.move) {
    staged = incomingDir(appDir);
    fs.cpSync(builtDir, staged, { recursive: true });
  }
  if (fs.existsSync(target)) {
    fs.rmSync(staged, { recursive: true, force: true });
    return { id, created: false };
  }
  fs.renameSync(staged, target);
  return { id, created: true };
}
