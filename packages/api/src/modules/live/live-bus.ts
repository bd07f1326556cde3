import type { LiveEventRow } from './live.repository';

/**
 * How a stored event reaches the streams of every API process: `announce` after the event's row
 * is committed; each process then hands the row to `deliver`, which fans it out to its streams.
 */
export interface LiveBus {
  announce(row: LiveEventRow): Promise<void>;
  close(): Promise<void>;
}

export type Deliver = (row: LiveEventRow) => void;

/** One process (PGlite, or a single server): the row goes straight to this process's streams. */
export function createLocalBus(deliver: Deliver): LiveBus {
  return {
    async announce(row) {
      deliver(row);
    },
    async close() {},
  };
}
