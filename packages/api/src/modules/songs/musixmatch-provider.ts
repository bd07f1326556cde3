import type { SongPage, Track } from '@church/contracts';
import * as v from 'valibot';
import { SongProviderError, type SongProvider, type SongSearch } from './song-provider';

export interface MusixmatchOptions {
  /** SONG_API_KEY. */
  apiKey: string;
  /** SONG_API_URL: the service's base, ending with '/' (…/ws/1.1/). */
  baseUrl: string;
  /** How long one call may take before the search fails cleanly. */
  timeoutMs?: number;
}

// The service's fields we pass on; v.object drops the rest (lyrics ids, genres, share URLs...).
const ServiceTrackSchema = v.object({
  track_id: v.number(),
  track_name: v.string(),
  artist_name: v.string(),
  album_name: v.optional(v.string()),
});
// It answers HTTP 200 with its own status in the header; an error's body is often `[]`.
const HeaderSchema = v.object({ status_code: v.number(), available: v.optional(v.number()) });
const EnvelopeSchema = v.object({ message: v.object({ header: HeaderSchema, body: v.unknown() }) });
const SearchBodySchema = v.object({ track_list: v.array(v.object({ track: ServiceTrackSchema })) });
const TrackBodySchema = v.object({ track: ServiceTrackSchema });

const searchParameter = { title: 'q_track', artist: 'q_artist', lyrics: 'q_lyrics' } as const;

/** The real song service (Musixmatch's API): track.search and track.get. */
export function createMusixmatchProvider(options: MusixmatchOptions): SongProvider {
  const timeoutMs = options.timeoutMs ?? 8000;

  /** The answer's header and body; a refusal, an outage or a shape we don't know throws. */
  async function call(method: string, params: Record<string, string>) {
    const url = new URL(method, options.baseUrl);
    for (const [name, value] of Object.entries({ ...params, apikey: options.apiKey }))
      url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SongProviderError(`song service unreachable: ${(error as Error).message}`, { cause: error });
    }
    if (!response.ok) throw new SongProviderError(`song service answered HTTP ${response.status}`);
    const parsed = v.safeParse(EnvelopeSchema, await response.json().catch(() => undefined));
    if (!parsed.success) throw new SongProviderError('song service answered an unknown shape');
    return parsed.output.message;
  }

  function checked<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) throw new SongProviderError('song service answered an unknown shape');
    return parsed.output;
  }

  return {
    async search({ searchType, query, skip, take }: SongSearch): Promise<SongPage> {
      // The service pages by number: a skip between pages starts at the page it falls in.
      const page = Math.floor(skip / Math.max(take, 1)) + 1;
      const { header, body } = await call('track.search', {
        [searchParameter[searchType]]: query,
        page: String(page),
        page_size: String(Math.max(take, 1)),
        s_track_rating: 'desc',
      });
      if (header.status_code !== 200) throw new SongProviderError(`song service status ${header.status_code}`);
      const tracks: Track[] = checked(SearchBodySchema, body).track_list.map((item) => item.track);
      return { total: header.available ?? tracks.length, tracks: take === 0 ? [] : tracks };
    },

    async select(songId: number) {
      const { header, body } = await call('track.get', { track_id: String(songId) });
      if (header.status_code === 404) return undefined;
      if (header.status_code !== 200) throw new SongProviderError(`song service status ${header.status_code}`);
      return checked(TrackBodySchema, body).track;
    },
  };
}
