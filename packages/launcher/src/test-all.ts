// `pnpm test`: every check the project has, stopping at the first failure, in three phases.
// 1. The browser check and the component tests, alone: they wait for what a page draws, with
//    timeouts a second CPU-bound lane beside them broke (seven timed out at 5 s on two cores).
// 2. The API tests (mostly waiting on the database) beside format, lint, typecheck and the
//    build (CPU-bound, and none of them timed).
// 3. The launcher's release tests, the cluster and end-to-end tests, alone, since they time
//    what a person would wait for.
// The API lane's lines are prefixed with `[api]`; a summary line follows each step, and the
// last line is `N passed, N failed` (counted in steps).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { repoRoot } from './paths';

interface Step {
  name: string;
  line: string;
}

type Result = { name: string; code: number; seconds: string };

const timedAlone: Step[] = [
  // Seconds, and it saves a long build when the browser for the last step is missing.
  { name: 'browser check', line: 'pnpm --silent --filter @church/e2e check-browser' },
  { name: 'unit and component tests', line: 'pnpm test:unit' },
];
const checksAndBuild: Step[] = [
  { name: 'format (prettier)', line: 'pnpm format:check' },
  { name: 'lint', line: 'pnpm lint' },
  { name: 'typecheck', line: 'pnpm typecheck' },
  { name: 'production build', line: 'pnpm build' },
];
const apiTests: Step[] = [{ name: 'API tests', line: 'pnpm test:api' }];
const afterBoth: Step[] = [
  // Timed too (a release's servers must answer in time), so not beside the API lane.
  { name: 'launcher tests (releases)', line: 'pnpm --filter @church/launcher test' },
  { name: 'cluster test (two replicas behind HAProxy)', line: 'pnpm --filter @church/launcher test:cluster' },
  { name: 'end-to-end tests', line: 'pnpm test:e2e' },
];

/** Runs one command; with a prefix, its output is piped line by line so two lanes stay readable. */
function run(line: string, prefix?: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(line, {
      cwd: repoRoot,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: true,
      env: process.env,
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        if (stream) createInterface({ input: stream }).on('line', (text) => console.log(`${prefix} ${text}`));
      }
    }
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(signal ? 128 : (code ?? 1)));
  });
}

/** Runs a lane's steps in order, up to its first failure; returns what ran. */
async function lane(steps: Step[], prefix?: string): Promise<Result[]> {
  const results: Result[] = [];
  for (const step of steps) {
    console.log(`\n=== ${prefix ? `${prefix} ` : ''}${step.name}`);
    const started = Date.now();
    const code = await run(step.line, prefix);
    const result = { name: step.name, code, seconds: `${((Date.now() - started) / 1000).toFixed(1)} s` };
    console.log(`=== ${prefix ? `${prefix} ` : ''}${describe(result)}`);
    results.push(result);
    if (code !== 0) break;
  }
  return results;
}

function describe({ name, code, seconds }: Result): string {
  return code === 0 ? `PASS  ${name} (${seconds})` : `FAIL  ${name} (exit ${code}, ${seconds})`;
}

const started = Date.now();
const results = await lane(timedAlone);
const failedSoFar = () => results.some((result) => result.code !== 0);
if (!failedSoFar()) {
  const [checks, api] = await Promise.all([lane(checksAndBuild), lane(apiTests, '[api]')]);
  results.push(...checks, ...api);
}
if (!failedSoFar()) results.push(...(await lane(afterBoth)));

const ran = new Set(results.map((result) => result.name));
const skipped = [...timedAlone, ...checksAndBuild, ...apiTests, ...afterBoth].filter((step) => !ran.has(step.name));
console.log(`\n=== Summary (${((Date.now() - started) / 1000).toFixed(1)} s)`);
for (const result of results) console.log(describe(result));
if (skipped.length > 0) console.log(`SKIP  ${skipped.map((step) => step.name).join(', ')} (after a failure)`);
const failed = results.filter((result) => result.code !== 0).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
