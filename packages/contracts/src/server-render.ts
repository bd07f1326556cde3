import type { Language } from './languages';
// The contract between the API and the apps that draw pages on the server (decision 0052):
// each builds `server/render.js` beside its browser files, a CommonJS module exporting these.

/**
 * A cookie that says only "this browser has a session" and where its header link leads (the
 * first page of the account or the dashboard), never who or with what (the session stays in
 * localStorage, out of every request): the browser keeps it in step with its session, and the
 * API draws a public page's header for a member when a request carries it.
 */
export const sessionHintCookie = 'church-signed-in';

/** What the hint says: signed in, and the path of the header's area link when it was known. */
export interface SessionHint {
  areaEntry?: string;
}

/** A site path such as /account/settings: the only thing besides '1' a hint may hold. */
const AREA_ENTRY = /^(\/[A-Za-z0-9-]+){1,4}$/;

/** The hint in a cookie's value: '1' (an older browser's) or an area's path; null for anything else. */
export function readSessionHint(value: string | undefined): SessionHint | null {
  if (value === '1') return {};
  return value !== undefined && AREA_ENTRY.test(value) ? { areaEntry: value } : null;
}

/** The cookie's value for a hint (read back by readSessionHint). */
export function sessionHintValue(hint: SessionHint): string {
  return hint.areaEntry !== undefined && AREA_ENTRY.test(hint.areaEntry) ? hint.areaEntry : '1';
}

/** Where the renderer lives relative to an app's browser build (its manifest's folder). */
export const serverRenderFile = 'server/render.js';

/** The shell: its frame (header, footer) around the page. */
export interface FrameRenderer {
  /**
   * `signedIn`: the request carried the browser's session hint (`sessionHintCookie`); the
   * header then leaves the account's place empty instead of offering Join Us, and draws the
   * link to `areaEntry` (My Account or Dashboard) when the hint named it.
   */
  renderFrame(input: {
    path: string;
    signedIn?: boolean;
    areaEntry?: string;
    /** The visitor's language (issue 31); a renderer built before it draws English. */
    language?: Language;
  }): string | Promise<string>;
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
    /** The site's public origin (the API's PUBLIC_URL), never the Host a request named. */
    origin: string;
    timeZone: string;
    /** The visitor's language: their `church-language` cookie, else Accept-Language. */
    language?: Language;
  }): Promise<string | undefined>;
}
