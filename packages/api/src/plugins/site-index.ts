import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  remoteEntryOf,
  sessionHintValue,
  type Language,
  type RemotesConfig,
  type SessionHint,
  type SiteSettings,
} from '@church/contracts';
import { translator } from '../lib/i18n';
import type { RemoteAssets } from './site-remote-hints';

// The shell's index.html says it in English; a page drawn in another language says it in that one.
const noScript = '<noscript>This site needs JavaScript to run.</noscript>';

/** A JSON data block; '<' escaped so no value can close the script element. */
function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** A value safe inside a double-quoted HTML attribute. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's largest picture, fetched beside the scripts instead of at the end of the chain
 * HTML → scripts → remote → API → image (decision 0048). Only same-site paths are hinted.
 */
function pictureHint(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return '';
  return `<link rel="preload" as="image" href="${attribute(url)}" fetchpriority="high">`;
}

/**
 * The entry of the remote that draws the page (the browser loads it beside the manifest the
 * config names, decision 0067), fetched beside the shell's scripts instead of after them; named
 * once when the manifest's assets name it too. Only absolute http(s) URLs, as the config holds.
 */
function entryHint(manifestUrl: string, assets: RemoteAssets | undefined): string {
  if (!/^https?:\/\//.test(manifestUrl)) return '';
  const entry = remoteEntryOf(manifestUrl);
  return assets?.scripts.includes(entry) ? '' : `<link rel="preload" as="script" href="${attribute(entry)}">`;
}

/**
 * The scripts and style sheets of the remote that draws the page (and the shell's shared
 * libraries it needs), fetched beside the shell's instead of after its runtime asks for them;
 * without `crossorigin`, as the runtime inserts them.
 */
function remoteAssetHints(assets: RemoteAssets, drawn: boolean): string {
  const absolute = (url: string) => /^https?:\/\//.test(url) || /^\/[^/]/.test(url);
  const hint = (as: string) => (url: string) =>
    absolute(url) ? `<link rel="preload" as="${as}" href="${attribute(url)}">` : '';
  const sheet = (url: string) => (absolute(url) ? `<link rel="stylesheet" href="${attribute(url)}">` : '');
  return [...assets.styles.map(drawn ? sheet : hint('style')), ...assets.scripts.map(hint('script'))].join('');
}

const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="([^"]+)">/g;
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;
/** The shell's loader of a drawn page's scripts (shell/public/after-paint.js). */
export const AFTER_PAINT_LOADER = 'after-paint.js';

/**
 * A page drawn on the server (decision 0052) in the root element, which React hydrates; marked
 * so the page's styles can leave its buttons inert until React has taken it over. Its style
 * sheets then hold the first paint, as an unstyled page would otherwise flash and shift. Its
 * scripts, which the first paint no longer needs, are asked for once it has painted: the entry
 * and every script named for it move into the `after-paint` block the shell's loader reads.
 */
function withDrawnPage(html: string, drawnPage: string, afterPaint: boolean, sessionHint: SessionHint | null): string {
  const preload = [...html.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]);
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const styled = html.replace(/<link rel="preload" as="style" href="([^"]+)">/g, '<link rel="stylesheet" href="$1">');
  const scripts =
    entry && afterPaint
      ? styled
          .replace(SCRIPT_PRELOAD, '')
          .replace(
            ENTRY_SCRIPT,
            () => `${dataBlock('after-paint', { entry, preload })}<script defer src="/${AFTER_PAINT_LOADER}"></script>`,
          )
      : styled;
  // The hint the frame was drawn from: the browser hydrates from it, not from its cookie, which
  // its scripts may have rewritten by then.
  const hinted = sessionHint ? ` data-session-hint="${attribute(sessionHintValue(sessionHint))}"` : '';
  return scripts.replace('<div id="root"></div>', () => `<div id="root" data-server-drawn${hinted}>${drawnPage}</div>`);
}

/**
 * The shell's index.html with the site settings, the current remotes config and, on the home
 * page and a post, their first public reads inlined as JSON data blocks, plus hints naming what
 * the page loads next, which saves the browser round trips before it can draw its first
 * picture. A data block never runs, so the page's Content-Security-Policy needs no 'unsafe-inline' for it.
 */
export function createIndexRenderer(shellDir: string, settings: SiteSettings) {
  const file = path.join(path.resolve(shellDir), 'index.html');
  let cached: { mtimeMs: number; html: string; afterPaint: boolean } | undefined;

  // The loader comes with the index.html of the same build; an older build has none, and its
  // drawn pages keep their scripts as they are.
  async function template(): Promise<{ html: string; afterPaint: boolean }> {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const afterPaint = await stat(path.join(path.dirname(file), AFTER_PAINT_LOADER)).then(
        () => true,
        () => false,
      );
      cached = { mtimeMs, html: await readFile(file, 'utf8'), afterPaint };
    }
    return cached;
  }

  return async function renderIndex(
    config: RemotesConfig | undefined,
    {
      language = 'en',
      firstPicture,
      pageData,
      pageRemote,
      remoteAssets,
      drawnPage,
      sessionHint = null,
    }: {
      /** The visitor's language: `<html lang>` says it, for the drawn page and screen readers. */
      language?: Language;
      /** The page drawn on the server: the shell's frame with the page inside. */
      drawnPage?: string;
      /** The browser's signed-in hint the page was drawn with (a drawn page only). */
      sessionHint?: SessionHint | null;
      firstPicture?: string;
      pageData?: Record<string, unknown>;
      pageRemote?: string;
      remoteAssets?: RemoteAssets;
    } = {},
  ): Promise<string> {
    const { html, afterPaint } = await template();
    const blocks = [
      dataBlock('site-settings', settings),
      config ? dataBlock('remotes-config', config) : '',
      pageData && Object.keys(pageData).length > 0 ? dataBlock('page-data', pageData) : '',
      pageRemote && config?.remotes[pageRemote] ? entryHint(config.remotes[pageRemote], remoteAssets) : '',
      firstPicture ? pictureHint(firstPicture) : '',
      remoteAssets ? remoteAssetHints(remoteAssets, drawnPage !== undefined) : '',
    ];
    const page = html
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(noScript, `<noscript>${translator(language)('api.site.needsJavaScript')}</noscript>`)
      .replace('</head>', `${blocks.join('')}</head>`);
    return drawnPage === undefined ? page : withDrawnPage(page, drawnPage, afterPaint, sessionHint);
  };
}
