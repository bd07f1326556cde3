import type { Language, SessionHint } from '@church/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { createFrameRenderer, createPageRenderers } from './site-server-render';

export interface DrawPageInput {
  /** The page's path and query. */
  url: string;
  /** The manifest of the remote that owns the page. */
  manifestUrl: string;
  /** The SHA-256 the remotes config pins that remote's server renderer to (decision 0059). */
  rendererPin: string | undefined;
  reads: Record<string, unknown>;
  origin: string;
  timeZone: string;
  /** The visitor's language: the page and its frame are drawn in it. */
  language: Language;
  /** The browser's signed-in hint the request carried: the frame is then drawn for a member. */
  sessionHint: SessionHint | null;
}

/**
 * Draws a public page on the server (decision 0052): the owning remote's page inside the
 * shell's frame, from the reads the page also inlines, so the browser paints the page from
 * the HTML alone. Undefined, and the page is drawn in the browser as before, when either app
 * has no renderer, the remote does not draw this page, or anything fails.
 */
export function createPageDrawer(shellDir: string, log: FastifyBaseLogger) {
  const frameRenderer = createFrameRenderer(shellDir);
  const { pageRenderer, close } = createPageRenderers({ warn: (message) => log.warn(message) });

  /** Loads both renderers ahead of the first visitor (evaluating one takes a few hundred ms). */
  async function warm(manifestUrl: string, pin: string | undefined): Promise<void> {
    await Promise.all([frameRenderer(), pageRenderer(manifestUrl, pin)]).catch(() => undefined);
  }

  async function drawPage(input: DrawPageInput, log: FastifyBaseLogger): Promise<string | undefined> {
    try {
      const [frame, remote] = await Promise.all([frameRenderer(), pageRenderer(input.manifestUrl, input.rendererPin)]);
      if (!frame || !remote) return undefined;
      const page = await remote.renderPage({
        path: input.url,
        reads: input.reads,
        origin: input.origin,
        timeZone: input.timeZone,
        language: input.language,
      });
      if (page === undefined) return undefined;
      const framed = await frame.renderFrame({
        path: input.url,
        language: input.language,
        signedIn: input.sessionHint !== null,
        areaEntry: input.sessionHint?.areaEntry,
      });
      return framed.includes(frame.pageSlot) ? framed.replace(frame.pageSlot, () => page) : undefined;
    } catch (error) {
      log.warn({ err: error, url: input.url }, 'page not drawn on the server; the browser draws it');
      return undefined;
    }
  }

  return { drawPage, warm, close };
}
