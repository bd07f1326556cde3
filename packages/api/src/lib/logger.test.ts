import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const child = fileURLToPath(new URL('../../test/log-lines-child.ts', import.meta.url));

describe('the server log on stdout', () => {
  it('writes every line whole and in order, many batches of them, when the process exits', async () => {
    // About 20 batches: lines of every length the batches cut through, and the last ones
    // still waiting when the process exits.
    const lines = 5000;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', child], {
      env: { ...process.env, LINES: String(lines) },
      maxBuffer: 64 * 1024 * 1024,
    });
    const written = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    assert.equal(written.length, lines + 1);
    assert.deepEqual(
      written.map((line) => line.index),
      Array.from({ length: lines + 1 }, (_, index) => index),
    );
    assert.equal(written[7]?.note, 'Señora Müller ✝');
    assert.deepEqual([written.at(-1)?.level, written.at(-1)?.msg], [40, 'last']);
  });
});
