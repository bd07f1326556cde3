import { pageSizes, songMessages, unwrapSongs, WrappedSongsSchema, type SongSearchType } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { songsKeys } from './songs-keys';
import { toastFailure } from './toast-failure';

/** Spec section 9: 10 songs a page. */
export const songSearchPageSize = pageSizes.songSearch;

/** GET /api/songs/search: one page (1-based) of songs; the answer is the provider's wrapped text. */
export async function searchSongs(searchType: SongSearchType, query: string, page: number, signal?: AbortSignal) {
  const take = songSearchPageSize;
  const params = { skip: (page - 1) * take, take, searchType, query };
  return unwrapSongs(await getParsed('songs/search', WrappedSongsSchema, params, signal));
}

export const searchSongsQueryOptions = (searchType: SongSearchType, query: string, page: number) =>
  queryOptions({
    queryKey: songsKeys.search(searchType, query, page),
    queryFn: ({ signal }) => toastFailure(searchSongs(searchType, query, page, signal), songMessages.findFailed),
  });

/** Nothing is asked until there is something to search for. */
export const useSongSearch = (searchType: SongSearchType, query: string, page: number) =>
  useQuery({
    ...searchSongsQueryOptions(searchType, query, page),
    placeholderData: keepPreviousData,
    enabled: query !== '',
  });
