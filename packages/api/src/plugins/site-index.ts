import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesConfig } from '@church/contracts';

/**
 * The shell's index.html with the current remotes config inlined as a JSON data block, which
 * saves the browser a round trip before it can load the page's remote. A data block never
 * runs, so the page's Content-Security-Policy needs no 'unsafe-inline' for it.
 */
export function createIndexRenderer(shellDir: string) {
  const file = path.join(path.resolve(shellDir), 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;

  async function template(): Promise<string> {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  }

  return async function renderIndex(config: RemotesConfig | undefined): Promise<string> {
    const html = await template();
    if (!config) return html;
    // '<' escaped so no value can close the script element.
    const json = JSON.stringify(config).replace(/</g, '\\u003c');
    return html.replace('</head>', `<script type="application/json" id="remotes-config">${json}</script></head>`);
  };
}
