// No valibot here: the shell's first visit uses this, and valibot (shared, never tree-shaken)
// must stay off that visit (decision 0048).

/**
 * The browser loads a remote's remoteEntry.js, which its build writes beside the manifest the
 * config names: the shell's runtime then needs no manifest-snapshot code (~1.5 KB gzip off every
 * first visit, decision 0067) and the page no round trip for the manifest. The manifest stays the
 * config's address: releases check it and the server reads it for a page's preload hints.
 */
export function remoteEntryOf(manifestUrl: string): string {
  return new URL('remoteEntry.js', manifestUrl).href;
}
