import { prerenderToNodeStream } from 'react-dom/static.node';
import { findServerDrawnPage } from '@church/areas/server-drawn';
import type { PageRenderer } from '@church/contracts';
import { activateOnServer } from '@church/i18n';
import { StaticRouter } from '@church/router/server';
import { setServerChurchTimeZone } from '@church/ui';
import PublicRoutes from './expose/routes';
import { clearQueryCache } from './lib/query-cache';
import { setServerPage } from './lib/server-page';

// Built as dist/server/render.js (decision 0052). The pages drawn here are the site table's rows
// with first reads the API inlines (`server`); the others draw text first, in the browser.

/** A render longer than this is given up: the page is then drawn in the browser as before. */
const renderLimitMs = 1_000;

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

async function draw({
  path,
  reads,
  origin,
  timeZone,
  language = 'en',
}: Parameters<PageRenderer['renderPage']>[0]): Promise<string> {
  // The query cache is the module's own: each render starts from this page's reads only.
  clearQueryCache();
  setServerPage({ reads, origin });
  setServerChurchTimeZone(timeZone);
  await activateOnServer(language);
  const signal = AbortSignal.timeout(renderLimitMs);
  // React would draw a failed part as a spinner for the browser to fill in; a page drawn on
  // the server must be the page, so any failure gives the page back to the browser whole.
  let failure: unknown;
  try {
    const { prelude } = await prerenderToNodeStream(
      <StaticRouter location={path}>
        <PublicRoutes />
      </StaticRouter>,
      {
        signal,
        // Never split: a boundary past the first 12,800 bytes would be sent apart, hidden, for an
        // inline script to move into place, which the site's CSP blocks; the browser then hydrates
        // HTML without it (React error #418) and redraws the page.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failure ??= error;
        },
      },
    );
    // React puts the resource hints it finds (a picture's preload) first, meant for a whole
    // document's head; the API names the page's hints itself, and a fragment that React is to
    // hydrate must hold the tree alone.
    const html = (await text(prelude)).replace(/^(?:<link [^>]*\/>)+/, '');
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
    return html;
  } finally {
    setServerPage(undefined);
    clearQueryCache();
  }
}

// One render at a time: the reads and the cache above are the module's, not the request's.
let queue: Promise<unknown> = Promise.resolve();

export const renderPage: PageRenderer['renderPage'] = (input) => {
  const pathname = new URL(input.path, 'http://page').pathname;
  if (!findServerDrawnPage(pathname)) return Promise.resolve(undefined);
  const rendered = queue.then(() => draw(input));
  queue = rendered.catch(() => undefined);
  return rendered;
};
