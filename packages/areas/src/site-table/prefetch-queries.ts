import type * as Query from '@church/query';

/**
 * A page's data requests, started beside its code when the page is about to open (decision
 * 0048). The query package is imported on demand: it must stay off a public page's first visit.
 */
export function prefetchQueries(start: (query: typeof Query) => Promise<unknown>[]): () => Promise<void> {
  return async () => {
    await Promise.all(start(await import('@church/query')));
  };
}
