import { Link } from '@church/router';
import { paths } from '../../../config/paths';
import { formatDate } from '@church/ui';
import { useMoreVideos } from '../api/get-videos-by-name';
import styles from './more-videos.module.css';
import { useTranslate } from '../i18n/catalogues';

/** Other sermons to watch next; quietly absent when they cannot be loaded. */
export function MoreVideos({ currentId }: { currentId: number }) {
  const { t } = useTranslate();
  const { data: videos } = useMoreVideos(currentId);
  if (!videos || videos.length === 0) return null;
  return (
    <section className={styles.more} aria-labelledby="more-videos-heading">
      <h2 id="more-videos-heading">{t('public.videos.more')}</h2>
      <ul>
        {videos.map((video) => (
          <li key={video.id}>
            <Link to={paths.video(video.id)}>
              <span className={styles.icon} aria-hidden="true">
                ▶
              </span>
              <span className={styles.name}>{video.name}</span>
              <time dateTime={video.creationDate}>{formatDate(video.creationDate)}</time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
