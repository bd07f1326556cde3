import { serverPage } from './server-page';

/** The id of the JSON block the API puts in a page's HTML (packages/api site-page-data.ts). */
export const INLINED_READS_ID = 'page-data';

let parsed: { block: Element; reads: Record<string, unknown> } | undefined;

/**
 * A public read the server inlined in the page (the first data of the home page and of a post,
 * decisions 0048 and 0050),
 * by its path under /api/ as the query cache keys it: the first picture then renders without
 * waiting for the API. Unreadable or absent data means the page fetches as usual.
 */
export function inlinedRead(key: string): { data: unknown } | undefined {
  // On the server there is no page to read: the renderer hands the same reads in.
  const onServer = serverPage();
  if (onServer) return Object.hasOwn(onServer.reads, key) ? { data: onServer.reads[key] } : undefined;
  const block = document.getElementById(INLINED_READS_ID);
  if (!block) return undefined;
  if (parsed?.block !== block) {
    let reads: unknown;
    try {
      reads = JSON.parse(block.textContent ?? '');
    } catch {
      reads = {};
    }
    parsed = { block, reads: typeof reads === 'object' && reads !== null ? { ...reads } : {} };
  }
  return Object.hasOwn(parsed.reads, key) ? { data: parsed.reads[key] } : undefined;
}
