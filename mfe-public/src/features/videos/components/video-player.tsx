import { useRef, useState } from 'react';
import { useNearViewport } from '@church/ui';
import { embedUrl, isOwnVideo, isPortraitEmbed } from './embed';
import styles from './video-player.module.css';
import { useTranslate } from '../../../i18n/catalogues';

interface VideoPlayerProps {
  name: string;
  url: string;
  /** A still of our own video (Video.posterUrl): shown instead of fetching the video before Play. */
  poster?: string | null;
  /**
   * The first player of a page loads at once, also in the page the server draws: its poster (or
   * else its first frame) is the page's largest picture, which then paints before any script has run.
   */
  eager?: boolean;
}

/**
 * Our own videos show a large play button and get the browser's controls once playing starts;
 * embedded ones keep their provider's player.
 */
export function VideoPlayer({ name, url, poster, eager = false }: VideoPlayerProps) {
  const { t } = useTranslate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  // Players below the fold wait, leaving a phone's bandwidth to the first picture.
  const near = useNearViewport(frameRef) || eager;

  if (!isOwnVideo(url)) {
    const portrait = isPortraitEmbed(url);
    return (
      <div ref={frameRef} className={portrait ? styles.portrait : styles.frame}>
        <iframe
          src={near ? embedUrl(url) : undefined}
          title={name}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  const start = () => {
    setStarted(true);
    void videoRef.current?.play()?.catch(() => undefined);
  };

  // With a poster nothing of the video is fetched before Play. Without one, '#t=0.001' makes the
  // browser fetch and paint the first frame, so the tile is not black.
  const loading = poster
    ? { src: url, poster: near ? poster : undefined, preload: 'none' }
    : { src: near ? `${url}#t=0.001` : undefined, preload: 'metadata' };

  return (
    <div ref={frameRef} className={styles.frame}>
      <video ref={videoRef} {...loading} playsInline controls={started} onPlay={() => setStarted(true)}>
        <track kind="captions" />
      </video>
      {started ? null : (
        <button type="button" className={styles.play} aria-label={t('public.video.play', { name })} onClick={start}>
          <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </button>
      )}
    </div>
  );
}
