import { songMessages } from '@church/contracts';
import { QueryView } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';
import { useSong } from '../api/get-song';
import styles from './song-search.module.css';

/** One song's data (GET /api/songs/select), shown under it in the list. */
export function SongDetails({ songId, id }: { songId: number; id: string }) {
  const { t } = useTranslate();
  const song = useSong(songId);
  return (
    <div id={id} className={styles.details} role="region" aria-label={t('plans.songs.detailsRegion')}>
      <QueryView query={song} errorMessage={t(songMessages.fetchSongFailed)}>
        {(track) => (
          <dl>
            {track.author ? (
              <>
                <dt>{t('plans.songs.words')}</dt>
                <dd>{track.author}</dd>
              </>
            ) : (
              <>
                <dt>{t('plans.songs.artist')}</dt>
                <dd>{track.artist_name}</dd>
              </>
            )}
            {track.composer ? (
              <>
                <dt>{t('plans.songs.music')}</dt>
                <dd>{track.composer}</dd>
              </>
            ) : null}
            {track.album_name ? (
              <>
                <dt>{t('plans.songs.album')}</dt>
                <dd>{track.album_name}</dd>
              </>
            ) : null}
            {track.year ? (
              <>
                <dt>{t('plans.songs.year')}</dt>
                <dd>{track.year}</dd>
              </>
            ) : null}
            {track.first_line ? (
              <>
                <dt>{t('plans.songs.firstLine')}</dt>
                <dd className={styles.firstLine}>{track.first_line}</dd>
              </>
            ) : null}
          </dl>
        )}
      </QueryView>
    </div>
  );
}
