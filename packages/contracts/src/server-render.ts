// The contract between the API and the apps that draw pages on the server (decision 0052):
// each builds `server/render.js` beside its browser files, a CommonJS module exporting these.

/** Where the renderer lives relative to an app's browser build (its manifest's folder). */
export const serverRenderFile = 'server/render.js';

/** The shell: its frame (header, footer) around the page, for a visitor who is not signed in. */
export interface FrameRenderer {
  renderFrame(input: { path: string }): string;
  /** The element in the frame's HTML that the page's own HTML replaces. */
  pageSlot: string;
}

/** A remote that owns pages: a page's HTML from the reads the server inlines in it. */
export interface PageRenderer {
  /** Undefined when the remote does not draw `path` on the server. */
  renderPage(input: {
    /** The page's path and query, e.g. /videos?page=2. */
    path: string;
    /** The page's first reads, as inlined in its HTML (keyed by their path under /api/). */
    reads: Record<string, unknown>;
    /** The site's origin as the visitor addressed it. */
    origin: string;
    timeZone: string;
  }): Promise<string | undefined>;
}
