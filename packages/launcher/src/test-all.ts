// `pnpm test`: every check the project has, cheapest first, stopping at the first failure.
// Each step's own output is streamed; a summary line follows each step, and the last line
// is `N passed, N failed` (counted in steps).
import { spawn } from 'node:child_process';
import { repoRoot } from './paths';

interface Step {
  name: string;
  run: () => Promise<number>;
}

function command(line: string): () => Promise<number> {
  return () =>
    new Promise((resolve) => {
      const child = spawn(line, { cwd: repoRoot, stdio: 'inherit', shell: true, env: process.env });
      child.on('error', () => resolve(127));
      child.on('exit', (code, signal) => resolve(signal ? 128 : (code ?? 1)));
    });
}

const steps: Step[] = [
  // Seconds, and it saves a long build when the browser for the last step is missing.
  { name: 'browser check', run: command('pnpm --silent --filter @church/e2e check-browser') },
  { name: 'format (prettier)', run: command('pnpm format:check') },
  { name: 'lint', run: command('pnpm lint') },
  { name: 'typecheck', run: command('pnpm typecheck') },
  { name: 'unit and component tests', run: command('pnpm test:unit') },
  { name: 'API tests', run: command('pnpm test:api') },
  { name: 'launcher tests (releases)', run: command('pnpm --filter @church/launcher test') },
  // Ends with the size report (reports/size-report.json).
  { name: 'production build', run: command('pnpm build') },
  // The built server as two replicas behind HAProxy over PostgreSQL (needs the build above).
  { name: 'cluster test (two replicas behind HAProxy)', run: command('pnpm --filter @church/launcher test:cluster') },
  { name: 'end-to-end tests', run: command('pnpm test:e2e') },
];

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

const started = Date.now();
const results: string[] = [];
let passed = 0;
let failed = 0;

for (const [index, step] of steps.entries()) {
  console.log(`\n=== [${index + 1}/${steps.length}] ${step.name}`);
  const stepStarted = Date.now();
  const code = await step.run();
  const line =
    code === 0
      ? `PASS  ${step.name} (${seconds(stepStarted)})`
      : `FAIL  ${step.name} (exit ${code}, ${seconds(stepStarted)})`;
  console.log(`=== ${line}`);
  results.push(line);
  if (code === 0) {
    passed += 1;
  } else {
    failed += 1;
    const skipped = steps.slice(index + 1).map((rest) => rest.name);
    if (skipped.length > 0) results.push(`SKIP  ${skipped.join(', ')} (after the failure above)`);
    break;
  }
}

console.log(`\n=== Summary (${seconds(started)})`);
for (const line of results) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
