import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepareRunDir, repoRoot } from './site';

/** Runs `pnpm release|rollback ...` as a team would, against the run's releases folder. */
export function releaseCommand(args: string[]): string {
  return execFileSync('pnpm', ['--silent', ...args], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: prepareRunDir().releasesDir },
    encoding: 'utf8',
  });
}

/**
 * The id the command printed: `[release] mfe-public -> <id> (...)`, or `[release] mfe-public:
 * <id> is the current release already` when an earlier spec left the same build current.
 */
export function releasedId(output: string): string {
  const id = /(?:-> |: )([0-9a-f]{12})\b/.exec(output)?.[1];
  if (!id) throw new Error(`No release id in:\n${output}`);
  return id;
}

export interface ChangedBuild {
  dist: string;
  remove(): void;
}

/** One text replaced in one file of the copy, as the team's next commit would. */
export interface TextEdit {
  file: string;
  from: string;
  to: string;
}

export interface CopyOptions {
  edits: TextEdit[];
  /**
   * Packages the copy resolves at another version (e.g. `{ react: '19.2.0' }`): a copy of the
   * package with only its package.json's version changed. The federation config reads shared
   * versions from there, so the build declares and requires what a build against that version
   * would, while the code stays today's.
   */
  versions?: Record<string, string>;
}

/** The copy's node_modules: links to the app's own, except the packages given another version. */
function linkDependencies(source: string, copy: string, versions: Record<string, string>): void {
  const modules = path.join(source, 'node_modules');
  if (Object.keys(versions).length === 0) {
    symlinkSync(modules, path.join(copy, 'node_modules'));
    return;
  }
  mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (!(entry in versions)) symlinkSync(path.join(modules, entry), path.join(copy, 'node_modules', entry));
  }
  for (const [name, version] of Object.entries(versions)) {
    const target = path.join(copy, 'node_modules', name);
    cpSync(realpathSync(path.join(modules, name)), target, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(target, 'package.json'), 'utf8')) as { version: string };
    writeFileSync(path.join(target, 'package.json'), JSON.stringify({ ...manifest, version }));
  }
}

/**
 * A production build of a copy of an app (a remote or the shell) with some texts replaced:
 * what the team would build from its next commit, or what it built from its last one. The copy
 * sits in a temp folder with the app's own node_modules linked in, so the working tree is never
 * edited.
 */
export function buildCopy(dir: string, { edits, versions = {} }: CopyOptions): ChangedBuild {
  const copy = mkdtempSync(path.join(os.tmpdir(), `church-${dir}-`));
  const source = path.join(repoRoot, dir);
  for (const entry of ['src', 'public', 'package.json', 'webpack.config.ts']) {
    if (existsSync(path.join(source, entry))) {
      cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
    }
  }
  linkDependencies(source, copy, versions);
  for (const { file, from, to } of edits) {
    const changed = path.join(copy, file);
    const text = readFileSync(changed, 'utf8');
    if (!text.includes(from)) throw new Error(`${dir}/${file} no longer contains "${from}"`);
    writeFileSync(changed, text.replace(from, to));
  }

  // The build script's `--import=tsx`, resolved where the launcher finds it.
  const tsx = createRequire(path.join(repoRoot, 'packages/launcher/package.json')).resolve('tsx');
  execFileSync(path.join(source, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: copy,
    env: { ...process.env, NODE_OPTIONS: `--import=${pathToFileURL(tsx).href}` },
    stdio: 'ignore',
  });
  return { dist: path.join(copy, 'dist'), remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/** A build of a copy of a remote with one text replaced. */
export function buildChangedCopy(dir: string, file: string, from: string, to: string): ChangedBuild {
  return buildCopy(dir, { edits: [{ file, from, to }] });
}
