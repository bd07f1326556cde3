/** Widest poster kept: a phone's tile at twice its CSS width, no more. */
const POSTER_MAX_WIDTH = 960;
/** The frame taken: one second in (past a fade from black), or half-way through a shorter clip. */
const POSTER_AT_SECONDS = 1;

/** Resolves on `event`, rejects on the element's error or after `timeoutMs`. */
function nextEvent(video: HTMLVideoElement, event: 'loadedmetadata' | 'seeked', timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const onEvent = () => finish();
    const onError = () => finish(new Error('the browser cannot decode this video'));
    function finish(error?: Error) {
      clearTimeout(timer);
      video.removeEventListener(event, onEvent);
      video.removeEventListener('error', onError);
      if (error) reject(error);
      else resolve();
    }
    video.addEventListener(event, onEvent);
    video.addEventListener('error', onError);
  });
}

/**
 * A still of a chosen video file, taken here because the server has no video decoder: the frame
 * at one second, at most 960 px wide, as WebP (PNG where the browser cannot write WebP).
 * Undefined when this browser cannot decode the file; the video is then saved without a poster
 * and players show its first frame instead.
 */
export async function capturePoster(file: File, timeoutMs = 15_000): Promise<File | undefined> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  let source: string | undefined;
  try {
    const metadata = nextEvent(video, 'loadedmetadata', timeoutMs);
    source = URL.createObjectURL(file);
    video.src = source;
    await metadata;
    if (!video.videoWidth || !video.videoHeight) return undefined;
    const seeked = nextEvent(video, 'seeked', timeoutMs);
    video.currentTime = Math.min(POSTER_AT_SECONDS, (video.duration || 0) / 2);
    await seeked;

    const scale = Math.min(1, POSTER_MAX_WIDTH / video.videoWidth);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const still = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.8));
    if (!still) return undefined;
    const extension = still.type === 'image/webp' ? 'webp' : 'png';
    return new File([still], `poster.${extension}`, { type: still.type });
  } catch {
    return undefined;
  } finally {
    video.removeAttribute('src');
    video.load();
    if (source) URL.revokeObjectURL(source);
  }
}
