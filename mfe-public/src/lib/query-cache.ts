import { inlinedRead } from './inlined-reads';

export type QueryStatus = 'loading' | 'success' | 'error';

export interface QueryEntry<T = unknown> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  /** When the data last arrived (ms), to refetch stale entries in the background. */
  updatedAt: number;
}

interface Slot {
  entry: QueryEntry;
  inFlight: Promise<void> | null;
  /** The last loader used for this key, so an invalidation can reload it. */
  fetcher: (() => Promise<unknown>) | null;
  listeners: Set<() => void>;
}

/** Data younger than this is shown without asking the server again. */
export const STALE_MS = 30_000;

const slots = new Map<string, Slot>();

function slotFor(key: string): Slot {
  let slot = slots.get(key);
  if (!slot) {
    // Data inlined in the page is as fresh as the page, which is never cached: shown at once
    // and refreshed like any other once stale.
    const inlined = inlinedRead(key);
    slot = {
      entry: inlined
        ? { status: 'success', data: inlined.data, error: undefined, updatedAt: Date.now() }
        : { status: 'loading', data: undefined, error: undefined, updatedAt: 0 },
      inFlight: null,
      fetcher: null,
      listeners: new Set(),
    };
    slots.set(key, slot);
  }
  return slot;
}

function update(slot: Slot, entry: QueryEntry) {
  slot.entry = entry;
  for (const listener of slot.listeners) listener();
}

export function getEntry(key: string): QueryEntry {
  return slotFor(key).entry;
}

export function subscribe(key: string, listener: () => void): () => void {
  const slot = slotFor(key);
  slot.listeners.add(listener);
  return () => slot.listeners.delete(listener);
}

/**
 * Loads a key unless a load is already running (concurrent readers share one request). Data
 * already shown stays visible while it is refreshed; an error replaces it only on a first load.
 */
export function fetchQuery<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  const slot = slotFor(key);
  slot.fetcher = fetcher;
  if (slot.inFlight) return slot.inFlight;
  if (slot.entry.status === 'error') update(slot, { ...slot.entry, status: 'loading', error: undefined });
  const run = fetcher().then(
    (data) => update(slot, { status: 'success', data, error: undefined, updatedAt: Date.now() }),
    (error: unknown) => {
      if (slot.entry.data === undefined) update(slot, { ...slot.entry, status: 'error', error });
    },
  );
  slot.inFlight = run.finally(() => {
    slot.inFlight = null;
  });
  return slot.inFlight;
}

/**
 * What `key` last loaded, unless invalidated since (however old), without loading it: where a
 * list's next page reads the cursor of the page before.
 */
export function loadedData<T>(key: string): T | undefined {
  const entry = slots.get(key)?.entry;
  return entry?.status === 'success' && entry.updatedAt > 0 ? (entry.data as T) : undefined;
}

/** Marks every key starting with `prefix` stale and reloads the ones on screen. */
export async function invalidateQueries(prefix: string): Promise<void> {
  const reloads: Promise<void>[] = [];
  for (const [key, slot] of slots) {
    if (!key.startsWith(prefix)) continue;
    slot.entry = { ...slot.entry, updatedAt: 0 };
    if (slot.fetcher && slot.listeners.size > 0) reloads.push(fetchQuery(key, slot.fetcher));
  }
  await Promise.all(reloads);
}

/** Tests start from an empty cache. */
export function clearQueryCache(): void {
  slots.clear();
}
