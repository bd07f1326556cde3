// ESLint itself, on code placed where app code lives: the rules against a second way to read
// server data (decision 0067) must really catch what they name.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../../..');

/** The rules that fire on `code` placed in an app's source (decision 0067). */
async function rulesFiredOn(code: string, file = 'mfe-public/src/features/posts/api/get-example.ts') {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.line}:${message.ruleId}`);
}

test('fails on a bare fetch and on a fetch reached through window or globalThis in app code', async () => {
  const fired = await rulesFiredOn(
    ["await fetch('/api/posts');", "await window.fetch('/api/posts');", "await globalThis.fetch('/api/posts');"].join(
      '\n',
    ) + '\nexport {};\n',
  );
  assert.deepEqual(fired, ['1:no-restricted-globals', '2:no-restricted-syntax', '3:no-restricted-syntax']);
});

test("fails on an answer's type asserted instead of checked", async () => {
  const fired = await rulesFiredOn(
    [
      "import { api } from '@church/http';",
      'type Post = { id: number };',
      "export const a = (await api.get('posts/1').json()) as Post;",
      "export const b = await api.get('posts/1').json<Post>();",
      "export const c = JSON.parse('{}') as Post;",
      "export const d: unknown = await api.get('posts/1').json();",
    ].join('\n') + '\n',
  );
  assert.deepEqual(fired, ['3:no-restricted-syntax', '4:no-restricted-syntax', '5:no-restricted-syntax']);
});

test('leaves tests alone', async () => {
  assert.deepEqual(
    await rulesFiredOn("await fetch('/api/posts');\nexport {};\n", 'mfe-public/src/app/example.test.ts'),
    [],
  );
});
