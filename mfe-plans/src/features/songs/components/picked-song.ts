import type { Track } from '@church/contracts';

/** What "Add to plan" hands the plan page: enough to create a song item in one step. */
export interface PickedSong {
  /** The provider's track_id, as plan items store it. */
  songId: string;
  title: string;
  /** The provider's artist line (words and music for a catalogue hymn). */
  artist: string;
  author?: string;
  composer?: string;
  year?: number;
  firstLine?: string;
}

export function toPickedSong(track: Track): PickedSong {
  return {
    songId: String(track.track_id),
    title: track.track_name,
    artist: track.artist_name,
    ...(track.author ? { author: track.author } : {}),
    ...(track.composer ? { composer: track.composer } : {}),
    ...(track.year ? { year: track.year } : {}),
    ...(track.first_line ? { firstLine: track.first_line } : {}),
  };
}

/** The short line under a title: who wrote it and when, as far as the provider says. */
export function songByline(track: Track): string {
  const who = track.author ?? track.artist_name;
  return [who, track.year].filter(Boolean).join(' · ');
}
