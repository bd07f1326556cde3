import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { fetchQuery, getEntry, STALE_MS, subscribe, type QueryStatus } from './query-cache';

export interface ApiQuery<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  refetch: () => void;
}

/**
 * Server data for one key from the shared query cache: one request per key however many
 * components ask, cached data shown at once and refreshed in the background when stale.
 */
export function useApiQuery<T>(key: string, fetcher: () => Promise<T>): ApiQuery<T> {
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });
  const read = () => getEntry(key);
  // The same read on the server, where the cache holds the page's inlined reads (decision 0052).
  const entry = useSyncExternalStore(
    useCallback((listener) => subscribe(key, listener), [key]),
    read,
    read,
  );

  useEffect(() => {
    const current = getEntry(key);
    if (current.status === 'success' && Date.now() - current.updatedAt < STALE_MS) return;
    void fetchQuery(key, () => fetcherRef.current());
  }, [key]);

  const refetch = useCallback(() => void fetchQuery(key, () => fetcherRef.current()), [key]);
  return { status: entry.status, data: entry.data as T | undefined, error: entry.error, refetch };
}
