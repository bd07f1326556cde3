import type { SongPage, SongSearchType, Track } from '@church/contracts';

export interface SongSearch {
  searchType: SongSearchType;
  query: string;
  skip: number;
  take: number;
}

/**
 * Where songs come from: the embedded hymn catalogue, or the real song service when its key is
 * configured (decision 0040). Tracks use the service's field names, which the API passes on.
 */
export interface SongProvider {
  /** One page of matches; `total` counts them all. */
  search(search: SongSearch): Promise<SongPage>;
  /** The song, or undefined when the provider knows no such id. */
  select(songId: number): Promise<Track | undefined>;
}

/** The provider could not answer (down, refused the key, answered nonsense). */
export class SongProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SongProviderError';
  }
}
