import { songMessages, unwrapSong, WrappedSongsSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import { songsKeys } from './songs-keys';
import { toastFailure } from './toast-failure';

/** GET /api/songs/select?songId: one song's data, unwrapped. */
export async function getSong(songId: number, signal?: AbortSignal) {
  return unwrapSong(await getParsed('songs/select', WrappedSongsSchema, { songId }, signal));
}

export const songQueryOptions = (songId: number) =>
  queryOptions({
    queryKey: songsKeys.song(songId),
    queryFn: ({ signal }) => toastFailure(getSong(songId, signal), songMessages.fetchSongFailed),
  });

export const useSong = (songId: number) => useQuery(songQueryOptions(songId));
