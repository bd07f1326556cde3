import { useSearchParams } from '@church/router';

/** The video filter in the URL (`?video=`), so a filtered list can be linked and reloaded. */
export function useVideoParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('video');
  const videoId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
  const setVideoId = (next: number | undefined) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.delete('page');
      if (next === undefined) copy.delete('video');
      else copy.set('video', String(next));
      return copy;
    });
  return { videoId, setVideoId };
}
