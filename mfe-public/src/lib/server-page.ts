/**
 * What a server render knows of the page it draws, which in the browser the page itself tells
 * (its inlined reads, its address; decision 0052). Set for the length of one render.
 */
export interface ServerPage {
  reads: Record<string, unknown>;
  /** The site's origin as the visitor addressed it, e.g. https://church.example. */
  origin: string;
}

let current: ServerPage | undefined;

export function setServerPage(page: ServerPage | undefined): void {
  current = page;
}

export function serverPage(): ServerPage | undefined {
  return current;
}

/** The site's origin, on the server as in the browser (share links carry it). */
export function siteOrigin(): string {
  return current?.origin ?? window.location.origin;
}
