import {
  songMessages,
  wrapSong,
  wrapSongs,
  type PopularSongsQuery,
  type SongSearchQuery,
  type Track,
} from '@church/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { SongProviderError, type SongProvider } from './song-provider';
import type { SongsRepository, SongUse } from './songs.repository';

export type SongsService = ReturnType<typeof createSongsService>;

/**
 * Songs in the provider's shape, as text (spec section 7): search and select ask the provider;
 * "popular" counts the plan items that use each song and asks the provider for their data.
 */
export function createSongsService(deps: { provider: SongProvider; songs: SongsRepository; log: FastifyBaseLogger }) {
  const { provider, songs, log } = deps;

  /** A provider failure becomes a 502 with the spec's message; ours (a bug) stays a 500. */
  async function asking<T>(failure: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof SongProviderError)) throw error;
      log.warn({ err: error }, failure);
      throw new HttpError(502, [failure]);
    }
  }

  async function withData(used: SongUse): Promise<Track> {
    const track = await provider.select(used.songId);
    // A song the provider forgot (another provider since, a withdrawn track) keeps the plans' title.
    return { ...(track ?? { track_id: used.songId, track_name: used.title, artist_name: '' }), uses: used.uses };
  }

  async function popular(page: PopularSongsQuery & { query?: string }, failure: string): Promise<string> {
    const { total, songs: used } = await songs.popular(page);
    const tracks = await asking(failure, () => Promise.all(used.map(withData)));
    return wrapSongs({ total, tracks });
  }

  return {
    search: (query: SongSearchQuery) =>
      asking(songMessages.findFailed, async () => wrapSongs(await provider.search(query))),

    async select(songId: number): Promise<string> {
      const track = await asking(songMessages.fetchSongFailed, () => provider.select(songId));
      if (!track) throw new HttpError(404, [songMessages.songNotFound]);
      return wrapSong(track);
    },

    popular: (page: PopularSongsQuery) => popular(page, songMessages.fetchPopularFailed),
    searchPopular: (page: PopularSongsQuery & { query: string }) => popular(page, songMessages.getFailed),
  };
}
