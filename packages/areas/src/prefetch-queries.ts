import type * as Query from '@church/query';
import type { FirstRead } from './site-table/area-pages';

const starts: Record<FirstRead, (query: typeof Query) => Promise<unknown>> = {
  currentUser: ({ queryClient, currentUserQueryOptions }) => queryClient.prefetchQuery(currentUserQueryOptions()),
  states: ({ queryClient, statesQueryOptions }) => queryClient.prefetchQuery(statesQueryOptions()),
};

/**
 * A page's first reads, started beside its code when the page is about to open (decision 0048).
 * The query package is imported on demand: it must stay off a public page's first visit.
 */
export async function prefetchQueries(reads: readonly FirstRead[]): Promise<void> {
  const query = await import('@church/query');
  await Promise.all(reads.map((read) => starts[read](query)));
}
