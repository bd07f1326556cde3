// `pnpm release <remote> [--from <built folder>]`: builds the remote (or takes a build made
// elsewhere), stores it as an immutable release and points the served remotes config at it.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './paths';
import { findRemoteApp } from './remote-apps';
import { buildForRelease, deployBuild } from './releases/deploy';
import { releasesRoot } from './releases/release-folder';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { from: { type: 'string' } } });
  if (positionals.length !== 1) throw new Error('Usage: pnpm release <remote> [--from <built folder>]');
  const app = findRemoteApp(positionals[0]!);
  const releases = releasesRoot(repoRoot);
  const servedDist = path.join(repoRoot, app.dir, 'dist');

  const result = values.from
    ? deployBuild(releases, app, values.from, { servedDist })
    : deployBuild(releases, app, await buildForRelease(repoRoot, releases, app), { move: true, servedDist });

  if (result.replaced === result.release) {
    console.log(`[release] ${app.dir}: ${result.release} is the current release already (same build)`);
    return;
  }
  const what = result.created ? 'new release' : 'same build as an earlier release';
  console.log(`[release] ${app.dir} -> ${result.release} (${what}; was ${result.replaced ?? 'the unreleased dist'})`);
  if (result.removed.length > 0) console.log(`[release] removed old releases: ${result.removed.join(', ')}`);
  console.log(`[release] open pages keep the release they started with; new page loads get ${result.release}`);
}

await main().catch((error: unknown) => {
  console.error(`[release] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
