import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

/** The id the command printed: `[release] mfe-public -> <id> (...)`. */
export function releasedId(output: string): string {
  const id = /-> ([0-9a-f]{12})\b/.exec(output)?.[1];
  if (!id) throw new Error(`No release id in:\n${output}`);
  return id;
}

export interface ChangedBuild {
  dist: string;
  remove(): void;
}

/**
 * A production build of a copy of a remote with one text replaced: what the remote's team
 * would build from its next commit. The copy sits in a temp folder with the remote's own
 * node_modules linked in, so the working tree is never edited.
 */
export function buildChangedCopy(dir: string, file: string, from: string, to: string): ChangedBuild {
  const copy = mkdtempSync(path.join(os.tmpdir(), `church-${dir}-`));
  const source = path.join(repoRoot, dir);
  for (const entry of ['src', 'package.json', 'webpack.config.ts']) {
    cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'));
  const changed = path.join(copy, file);
  const text = readFileSync(changed, 'utf8');
  if (!text.includes(from)) throw new Error(`${dir}/${file} no longer contains "${from}"`);
  writeFileSync(changed, text.replace(from, to));

  // The build script's `--import=tsx`, resolved where the launcher finds it.
  const tsx = createRequire(path.join(repoRoot, 'packages/launcher/package.json')).resolve('tsx');
  execFileSync(path.join(copy, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: copy,
    env: { ...process.env, NODE_OPTIONS: `--import=${pathToFileURL(tsx).href}` },
    stdio: 'ignore',
  });
  return { dist: path.join(copy, 'dist'), remove: () => rmSync(copy, { recursive: true, force: true }) };
}
