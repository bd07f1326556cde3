import * as v from 'valibot';
import { pageSizes } from './page-sizes';
import { queryNumber, MAX_SKIP } from './paging';

/**
 * Songs (spec sections 3, 7 'Songs', 8). Answers keep the song provider's shape (Musixmatch's
 * `{ message: { header, body } }`), sent as a JSON string that the client unwraps (decision 0040).
 */

/** Spec section 8, verbatim: search, popular search, one song's data, the popular list. */
export const songMessages = {
  findFailed: 'Failed to find songs',
  getFailed: 'Failed to get songs',
  fetchSongFailed: 'Failed to fetch song data',
  fetchPopularFailed: 'Failed to fetch popular songs',
  songNotFound: 'Song not found',
} as const;

/** title: the song's name; artist: its author or composer; lyrics: its words (the first line in the catalogue). */
export const SONG_SEARCH_TYPES = ['title', 'artist', 'lyrics'] as const;
export type SongSearchType = (typeof SONG_SEARCH_TYPES)[number];

const skip = queryNumber('skip', 0, MAX_SKIP);
const songQuery = v.pipe(
  v.string('Search text is required'),
  v.trim(),
  v.nonEmpty('Search text is required'),
  v.maxLength(100, 'Search max length is 100 characters'),
);

/** GET /api/songs/search: 10 a page at most. */
export const SongSearchQuerySchema = v.object({
  skip,
  take: queryNumber('take', pageSizes.songSearch, pageSizes.songSearch),
  searchType: v.optional(v.picklist(SONG_SEARCH_TYPES, 'Search type must be title, artist or lyrics'), 'title'),
  query: songQuery,
});
export type SongSearchQuery = v.InferOutput<typeof SongSearchQuerySchema>;

/** GET /api/songs/popular: the songs plans use most, 10 a page. */
export const PopularSongsQuerySchema = v.object({
  skip,
  take: queryNumber('take', pageSizes.popularSongs, pageSizes.popularSongs),
});
export type PopularSongsQuery = v.InferOutput<typeof PopularSongsQuerySchema>;

/** GET /api/songs/popular/search: popular songs whose title holds the text. */
export const PopularSongsSearchQuerySchema = v.object({ ...PopularSongsQuerySchema.entries, query: songQuery });
export type PopularSongsSearchQuery = v.InferOutput<typeof PopularSongsSearchQuerySchema>;

/** GET /api/songs/select?songId: the provider's track_id. */
export const SongSelectQuerySchema = v.object({
  songId: v.pipe(v.string('Song is required'), v.regex(/^\d{1,15}$/, 'Song is invalid'), v.transform(Number)),
});
export type SongSelectQuery = v.InferOutput<typeof SongSelectQuerySchema>;

/**
 * A track as the provider names its fields. The embedded catalogue adds the hymn's text writer,
 * composer, year and first line; the real service leaves them out.
 */
export const TrackSchema = v.object({
  track_id: v.number(),
  track_name: v.string(),
  artist_name: v.string(),
  album_name: v.optional(v.string()),
  author: v.optional(v.string()),
  composer: v.optional(v.string()),
  year: v.optional(v.number()),
  first_line: v.optional(v.string()),
  /** How many plan items use it (popular lists only). */
  uses: v.optional(v.number()),
});
export type Track = v.InferOutput<typeof TrackSchema>;

const HeaderSchema = v.object({ status_code: v.number(), available: v.optional(v.number()) });

/** A list: header.available is the total, body.track_list this page's tracks. */
export const SongListSchema = v.object({
  message: v.object({
    header: HeaderSchema,
    body: v.object({ track_list: v.array(v.object({ track: TrackSchema })) }),
  }),
});
export type SongList = v.InferOutput<typeof SongListSchema>;

/** One song (track.get's shape): body.track. */
export const SongDataSchema = v.object({
  message: v.object({ header: HeaderSchema, body: v.object({ track: TrackSchema }) }),
});
export type SongData = v.InferOutput<typeof SongDataSchema>;

/** What every songs endpoint answers: the wrapped text. */
export const WrappedSongsSchema = v.string();

/** A page of songs as the client uses it. */
export interface SongPage {
  total: number;
  tracks: Track[];
}

/** Parses and checks a list's wrapped text; throws (valibot's error) on anything else. */
export function unwrapSongs(text: string): SongPage {
  const { message } = v.parse(v.pipe(v.string(), v.parseJson(), SongListSchema), text);
  return {
    total: message.header.available ?? message.body.track_list.length,
    tracks: message.body.track_list.map((item) => item.track),
  };
}

/** Parses and checks one song's wrapped text. */
export function unwrapSong(text: string): Track {
  return v.parse(v.pipe(v.string(), v.parseJson(), SongDataSchema), text).message.body.track;
}

/** The server's side: a page of tracks in the provider's shape, as text. */
export function wrapSongs(page: SongPage): string {
  const list: SongList = {
    message: {
      header: { status_code: 200, available: page.total },
      body: { track_list: page.tracks.map((track) => ({ track })) },
    },
  };
  return JSON.stringify(list);
}

/** The server's side: one track in the provider's shape, as text. */
export function wrapSong(track: Track): string {
  const data: SongData = { message: { header: { status_code: 200 }, body: { track } } };
  return JSON.stringify(data);
}
