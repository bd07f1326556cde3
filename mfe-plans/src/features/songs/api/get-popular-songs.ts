import { pageSizes, songMessages, unwrapSongs, WrappedSongsSchema } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { songsKeys } from './songs-keys';
import { toastFailure } from './toast-failure';

/** Spec section 9: 10 popular songs a page. */
export const popularSongsPageSize = pageSizes.popularSongs;

/**
 * GET /api/songs/popular, or GET /api/songs/popular/search with a query: the songs plans use
 * most, one page (1-based) at a time.
 */
export async function getPopularSongs(query: string, page: number, signal?: AbortSignal) {
  const take = popularSongsPageSize;
  const paging = { skip: (page - 1) * take, take };
  const text =
    query === ''
      ? await getParsed('songs/popular', WrappedSongsSchema, paging, signal)
      : await getParsed('songs/popular/search', WrappedSongsSchema, { ...paging, query }, signal);
  return unwrapSongs(text);
}

export const popularSongsQueryOptions = (query: string, page: number) =>
  queryOptions({
    queryKey: songsKeys.popular(query, page),
    queryFn: ({ signal }) =>
      toastFailure(
        getPopularSongs(query, page, signal),
        query === '' ? songMessages.fetchPopularFailed : songMessages.getFailed,
      ),
  });

export const usePopularSongs = (query: string, page: number, enabled: boolean) =>
  useQuery({ ...popularSongsQueryOptions(query, page), placeholderData: keepPreviousData, enabled });
