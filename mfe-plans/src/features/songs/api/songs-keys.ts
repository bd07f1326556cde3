import type { SongSearchType } from '@church/contracts';

/** Query keys of the songs feature; adding a song to a plan makes the popular pages stale. */
export const songsKeys = {
  all: ['songs'] as const,
  search: (searchType: SongSearchType, query: string, page: number) =>
    [...songsKeys.all, 'search', searchType, query, page] as const,
  popularAll: ['songs', 'popular'] as const,
  popular: (query: string, page: number) => [...songsKeys.popularAll, query, page] as const,
  song: (songId: number) => [...songsKeys.all, 'song', songId] as const,
};
