import type { ReactNode } from 'react';
import { contentMessages, type Video } from '@church/contracts';
import { Link } from '@church/router';
import { formatDate, Spinner } from '@church/ui';
import { StatusView } from '../../../components/status-view';
import { paths } from '../../../config/paths';
import { useLeaveOnFailure } from '../../../hooks/use-leave-on-failure';
import { useVideo } from '../api/get-video';
import { VideoActions } from './video-actions';
import { VideoPlayer } from './video-player';
import styles from './video-details.module.css';
import { translateMessage } from '../i18n/catalogues';

/** The sermons of a series (its page, in order) or of a speaker: here, not in config/paths.ts, which every first visit carries. */
const sermonsBy = (filter: { series: string } | { speaker: string }) =>
  `${paths.videos}?${new URLSearchParams(filter).toString()}`;

interface VideoDetailsProps {
  id: number;
  /** Shown under a video that loaded (the comments). */
  below: (video: Video) => ReactNode;
  /** Shown beside it on wide screens (more videos). */
  aside: (video: Video) => ReactNode;
}

export function VideoDetails({ id, below, aside }: VideoDetailsProps) {
  const query = useVideo(id);
  const status = useLeaveOnFailure(query.error, translateMessage(contentMessages.getVideoFailed), paths.videos);
  if (status) return <StatusView status={status} />;
  const video = query.data;
  if (!video) return <Spinner />;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <article className={styles.video}>
          <VideoPlayer key={video.id} name={video.name} url={video.videoUrl} poster={video.posterUrl} />
          <header className={styles.header}>
            <h1>{video.name}</h1>
            <time dateTime={video.creationDate}>{formatDate(video.creationDate)}</time>
            {/* What a sermon is found by, as Video Settings wrote it: speaker, series, scripture. */}
            {[video.speaker, video.series, video.scripture].some(Boolean) ? (
              <p className={styles.about}>
                {/* The speaker and the series lead to their sermons (a series' page lists them in order). */}
                {[
                  video.speaker && <Link to={sermonsBy({ speaker: video.speaker })}>{video.speaker}</Link>,
                  video.series && <Link to={sermonsBy({ series: video.series })}>{video.series}</Link>,
                  video.scripture,
                ]
                  .filter(Boolean)
                  .map((part, index) => (
                    <span key={index}>
                      {index > 0 ? ' · ' : null}
                      {part}
                    </span>
                  ))}
              </p>
            ) : null}
          </header>
          {video.description ? <p className={styles.description}>{video.description}</p> : null}
          <VideoActions id={video.id} name={video.name} />
        </article>
        {below(video)}
      </div>
      <div className={styles.aside}>{aside(video)}</div>
    </div>
  );
}
