import { useState } from 'react';
import { isOwnVideo, videoPosterUrl, type Video } from '@church/contracts';
import styles from './video-settings.module.css';

function Placeholder() {
  return (
    <span className={`${styles.thumbnail} ${styles.placeholder}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
    </span>
  );
}

/**
 * A small picture of a video beside its name (decorative: the name says which video it is).
 * Our own files show their poster, or their first frame when they have none; embeds the
 * network's poster where there is one, and a play sign when there is none or it cannot be loaded.
 */
export function VideoThumbnail({ video }: { video: Video }) {
  const [posterFailed, setPosterFailed] = useState(false);
  if (isOwnVideo(video.videoUrl) && !video.posterUrl) {
    // '#t=0.001' makes the browser fetch and paint the first frame instead of a black box.
    return (
      <video
        className={styles.thumbnail}
        src={`${video.videoUrl}#t=0.001`}
        preload="metadata"
        muted
        playsInline
        tabIndex={-1}
        aria-hidden="true"
      />
    );
  }
  const poster = video.posterUrl ?? videoPosterUrl(video.videoUrl);
  if (!poster || posterFailed) return <Placeholder />;
  return <img className={styles.thumbnail} src={poster} alt="" loading="lazy" onError={() => setPosterFailed(true)} />;
}
