// `pnpm rollback <remote> [<release id>]`: points the served remotes config back at an earlier
// release of the remote (the previous one by default). No build: the release is on disk.
import { parseArgs } from 'node:util';
import { repoRoot } from './paths';
import { findRemoteApp } from './remote-apps';
import { rollbackRelease } from './releases/deploy';
import { releasesRoot } from './releases/release-folder';

try {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length < 1 || positionals.length > 2) throw new Error('Usage: pnpm rollback <remote> [<release id>]');
  const app = findRemoteApp(positionals[0]!);
  const result = rollbackRelease(releasesRoot(repoRoot), app, { target: positionals[1] });
  console.log(
    `[rollback] ${app.dir} -> ${result.release} (was ${result.replaced}); new page loads get ${result.release}`,
  );
} catch (error) {
  console.error(`[rollback] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
