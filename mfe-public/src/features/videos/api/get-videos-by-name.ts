import { publicPageSizes, type Video } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/videos/by-name: with no name, the latest videos; used for 'More videos'. */
export const getVideosByName = (name: string, take: number) => getJson<Video[]>('videos/by-name', { name, take });

/** Other videos to watch next: one more than shown, so the current one can be left out. */
export function useMoreVideos(currentId: number) {
  const query = useApiQuery('videos/more', () => getVideosByName('', publicPageSizes.moreVideos + 1));
  const others = query.data?.filter((video) => video.id !== currentId).slice(0, publicPageSizes.moreVideos);
  return { ...query, data: others };
}
