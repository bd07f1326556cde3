import type { SongPage, Track } from '@church/contracts';
import { hymnRows, type HymnRow } from './hymns.catalogue';
import type { SongProvider, SongSearch } from './song-provider';

/** Lower case, without accents or punctuation, so 'o god our help' finds 'O God, Our Help…'. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function toTrack([id, title, author, composer, year, firstLine]: HymnRow): Track {
  return {
    track_id: id,
    track_name: title,
    // The provider's one "artist": who wrote the words, and the tune when someone else did.
    artist_name: author === composer ? author : `${author}; ${composer}`,
    author,
    composer,
    year,
    first_line: firstLine,
  };
}

interface Entry {
  track: Track;
  /** Normalized text each search type looks in. */
  title: string;
  artist: string;
  lyrics: string;
}

/** The embedded hymns: searched in memory, alphabetically by title. */
export function createCatalogueProvider(rows: readonly HymnRow[] = hymnRows): SongProvider {
  const entries: Entry[] = rows
    .map((row) => ({
      track: toTrack(row),
      title: normalize(row[1]),
      artist: normalize(`${row[2]} ${row[3]}`),
      lyrics: normalize(row[5]),
    }))
    .sort((a, b) => a.track.track_name.localeCompare(b.track.track_name, 'en') || a.track.track_id - b.track.track_id);
  const byId = new Map(entries.map((entry) => [entry.track.track_id, entry.track]));

  return {
    async search({ searchType, query, skip, take }: SongSearch): Promise<SongPage> {
      const words = normalize(query);
      const matches = entries.filter((entry) => entry[searchType].includes(words));
      return { total: matches.length, tracks: matches.slice(skip, skip + take).map((entry) => entry.track) };
    },
    async select(songId: number) {
      return byId.get(songId);
    },
  };
}
