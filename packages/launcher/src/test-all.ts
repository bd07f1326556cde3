// `pnpm test`: every check the project has, stopping at the first failure, in three phases.
// 1. The browser check and the component tests, alone: they wait for what a page draws, with
//    timeouts a second CPU-bound lane beside them broke (seven timed out at 5 s on two cores).
// 2. The API tests (mostly waiting on the database), in two shards, beside format, lint,
//    typecheck and the build (CPU-bound, and none of them timed).
// 3. The launcher's release tests, the cluster and end-to-end tests, alone, since they time
//    what a person would wait for.
// The API lanes' lines are prefixed with `[api 1]` and `[api 2]`; a summary line follows each
// step, and the last line is `N passed, N failed` (counted in steps). A failed API lane's failing
// tests and their first error lines are repeated in the summary: the lanes' output is interleaved,
// and CI keeps only the end of it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { apiTestLanes, type Step } from './api-test-lanes';
import { repoRoot } from './paths';

type Result = { name: string; code: number; seconds: string; failures: string[] };

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
const apiLanes = await apiTestLanes();
const afterBoth: Step[] = [
  // Timed too (a release's servers must answer in time), so not beside the API lane.
  { name: 'launcher tests (releases)', line: 'pnpm --filter @church/launcher test' },
  { name: 'cluster test (two replicas behind HAProxy)', line: 'pnpm --filter @church/launcher test:cluster' },
  { name: 'end-to-end tests', line: 'pnpm test:e2e' },
];

const MAX_FAILURE_LINES = 40;

/** The TAP lines that say what failed: `not ok` (a file, suite or test) and the error under it. */
function isFailureLine(text: string): boolean {
  return /^\s*not ok \d+/.test(text) || /^\s*error: /.test(text);
}

/**
 * Runs one step; with a prefix, its output is piped line by line so the lanes stay readable, and
 * its failure lines are kept in `failures`.
 */
function run({ line, env }: Step, prefix?: string, failures: string[] = []): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(line, {
      cwd: repoRoot,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: true,
      env: { ...process.env, ...env },
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        if (!stream) continue;
        createInterface({ input: stream }).on('line', (text) => {
          console.log(`${prefix} ${text}`);
          if (isFailureLine(text) && failures.length < MAX_FAILURE_LINES) failures.push(text);
        });
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
    const failures: string[] = [];
    const code = await run(step, prefix, failures);
    const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    const result = { name: step.name, code, seconds, failures: code === 0 ? [] : failures };
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
  const lanes = await Promise.all([
    lane(checksAndBuild),
    ...apiLanes.map((steps, index) => lane(steps, apiLanes.length > 1 ? `[api ${index + 1}]` : '[api]')),
  ]);
  results.push(...lanes.flat());
}
if (!failedSoFar()) results.push(...(await lane(afterBoth)));

const ran = new Set(results.map((result) => result.name));
const skipped = [...timedAlone, ...checksAndBuild, ...apiLanes.flat(), ...afterBoth].filter(
  (step) => !ran.has(step.name),
);
console.log(`\n=== Summary (${((Date.now() - started) / 1000).toFixed(1)} s)`);
for (const result of results) {
  console.log(describe(result));
  for (const failure of result.failures) console.log(`      ${failure}`);
}
if (skipped.length > 0) console.log(`SKIP  ${skipped.map((step) => step.name).join(', ')} (after a failure)`);
const failed = results.filter((result) => result.code !== 0).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
