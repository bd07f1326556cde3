// The contract between the API and the apps that draw pages on the server (decision 0052):
// each builds `server/render.js` beside its browser files, a CommonJS module exporting these.

/**
 * A cookie that says only "this browser has a session", never who or with what (the session
 * stays in localStorage, out of every request): the browser keeps it in step with its session,
 * and the API draws a public page's header for a member when a request carries it.
 */
export const sessionHintCookie = 'church-signed-in';

/** Where the renderer lives relative to an app's browser build (its manifest's folder). */
export const serverRenderFile = 'server/render.js';

/** The shell: its frame (header, footer) around the page. */
export interface FrameRenderer {
  /**
   * `signedIn`: the request carried the browser's session hint (`sessionHintCookie`); the
   * header then leaves the account's place empty instead of offering Join Us.
   */
  renderFrame(input: { path: string; signedIn?: boolean }): string;
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
