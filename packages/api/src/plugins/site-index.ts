import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesConfig, SiteSettings } from '@church/contracts';

/** A JSON data block; '<' escaped so no value can close the script element. */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The page's largest picture, fetched beside the scripts instead of at the end of the chain
 * HTML → scripts → remote → API → image (decision 0048). Only same-site paths are hinted.
 */
function pictureHint(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return '';
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
}

/**
 * The shell's index.html with the site settings and the current remotes config inlined as JSON
 * data blocks, which saves the browser a round trip before it can load the page's remote. A
 * data block never runs, so the page's Content-Security-Policy needs no 'unsafe-inline' for it.
 */
export function createIndexRenderer(shellDir: string, settings: SiteSettings) {
  const file = path.join(path.resolve(shellDir), 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;

  async function template(): Promise<string> {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  }

  return async function renderIndex(
    config: RemotesConfig | undefined,
    { firstPicture }: { firstPicture?: string } = {},
  ): Promise<string> {
    const html = await template();
    const blocks = [
      dataBlock('site-settings', settings),
      config ? dataBlock('remotes-config', config) : '',
      firstPicture ? pictureHint(firstPicture) : '',
    ];
    return html.replace('</head>', `${blocks.join('')}</head>`);
  };
}
