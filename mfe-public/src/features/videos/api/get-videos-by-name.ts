import { publicPageSizes } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyListOf } from '../../../lib/lazy-contract';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/videos/by-name: with no name, the latest videos; used for 'More videos'. */
export const getVideosByName = (name: string, take: number) =>
  getJson('videos/by-name', lazyListOf('VideoSchema'), { name, take });

/** Other videos to watch next: one more than shown, so the current one can be left out. */
export function useMoreVideos(currentId: number) {
  const query = useApiQuery('videos/more', () => getVideosByName('', publicPageSizes.moreVideos + 1));
  const others = query.data?.filter((video) => video.id !== currentId).slice(0, publicPageSizes.moreVideos);
  return { ...query, data: others };
}
