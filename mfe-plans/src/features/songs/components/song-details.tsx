import { songMessages } from '@church/contracts';
import { QueryView } from '@church/ui';
import { useSong } from '../api/get-song';
import styles from './song-search.module.css';

/** One song's data (GET /api/songs/select), shown under it in the list. */
export function SongDetails({ songId, id }: { songId: number; id: string }) {
  const song = useSong(songId);
  return (
    <div id={id} className={styles.details} role="region" aria-label="Song details">
      <QueryView query={song} errorMessage={songMessages.fetchSongFailed}>
        {(track) => (
          <dl>
            {track.author ? (
              <>
                <dt>Words</dt>
                <dd>{track.author}</dd>
              </>
            ) : (
              <>
                <dt>Artist</dt>
                <dd>{track.artist_name}</dd>
              </>
            )}
            {track.composer ? (
              <>
                <dt>Music</dt>
                <dd>{track.composer}</dd>
              </>
            ) : null}
            {track.album_name ? (
              <>
                <dt>Album</dt>
                <dd>{track.album_name}</dd>
              </>
            ) : null}
            {track.year ? (
              <>
                <dt>Year</dt>
                <dd>{track.year}</dd>
              </>
            ) : null}
            {track.first_line ? (
              <>
                <dt>First line</dt>
                <dd className={styles.firstLine}>{track.first_line}</dd>
              </>
            ) : null}
          </dl>
        )}
      </QueryView>
    </div>
  );
}
