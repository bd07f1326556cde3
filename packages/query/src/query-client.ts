import { HTTPError } from '@church/http';
import { QueryClient } from '@tanstack/react-query';

/**
 * One more try hides a network blip. An answer from the API is not retried: it would be the
 * same answer, and the shared client would toast its message twice.
 */
export const retryReads = (failureCount: number, error: Error) => failureCount < 1 && !(error instanceof HTTPError);

/**
 * The one cache of server data for every remote. This package is a federation singleton, so
 * the account area, the dashboard and a page one of them borrows from another remote all
 * read and invalidate the same entries.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A list seen a moment ago is shown at once and refreshed in the background.
      staleTime: 30_000,
      retry: retryReads,
      refetchOnWindowFocus: false,
    },
    // A write is never repeated behind the user's back (a refund or a charge must happen once).
    mutations: { retry: 0 },
  },
});
