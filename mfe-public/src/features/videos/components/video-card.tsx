import type { Video } from '@church/contracts';
import { Link } from '@church/router';
import { paths } from '../../../config/paths';
import { formatDate } from '@church/ui';
import { VideoActions } from './video-actions';
import { VideoPlayer } from './video-player';
import styles from './video-card.module.css';

/** One sermon in a list: the player, its name linking to its page, the date and the actions. */
export function VideoCard({
  video,
  headingLevel = 3,
  eager = false,
}: {
  video: Video;
  headingLevel?: 2 | 3;
  /** The page's first sermon: its player loads at once (VideoPlayer). */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <VideoPlayer name={video.name} url={video.videoUrl} poster={video.posterUrl} eager={eager} />
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={paths.video(video.id)}>{video.name}</Link>
        </Heading>
        <time className={styles.date} dateTime={video.creationDate}>
          {formatDate(video.creationDate)}
        </time>
        <VideoActions id={video.id} name={video.name} withComment />
      </div>
    </article>
  );
}
