// Runs one of the server bundles in packages/api/dist: `site` (pnpm start) or `server` (the API
// alone). Plain JavaScript, so no TypeScript compiler runs at start (decision 0068). The bundles
// are built first when one is missing or older than a file it was built from.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const inputsFile = path.join(root, 'packages/api/dist/inputs.json');
const name = process.argv[2];
if (name !== 'site' && name !== 'server') {
  console.error('Usage: node packages/launcher/run-built.mjs site|server');
  process.exit(2);
}
const bundle = path.join(root, 'packages/api/dist', `${name}.mjs`);

/** True when every bundle exists and none is older than one of its inputs (a few ms of stats). */
function builtAndFresh() {
  try {
    const { bundles, inputs } = JSON.parse(readFileSync(inputsFile, 'utf8'));
    if (!bundles.includes(path.relative(root, bundle).split(path.sep).join('/'))) return false;
    const builtAt = Math.min(...bundles.map((file) => statSync(path.join(root, file)).mtimeMs));
    return inputs.every((file) => statSync(path.join(root, file)).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}

if (!builtAndFresh()) {
  console.log('[launcher] building the server (packages/api/dist is missing or older than its sources)');
  const build = spawnSync('pnpm', ['--filter', '@church/launcher', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `--build-only`: make the bundles fresh and stop (several replicas about to start at once).
if (process.argv.includes('--build-only')) process.exit(0);

// Stack traces name the TypeScript sources (the bundles carry source maps).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(bundle).href);
