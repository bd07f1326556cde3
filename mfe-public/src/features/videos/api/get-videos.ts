import { publicPageSizes, readKeys } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyContract } from '../../../lib/lazy-contract';
import { pageQuery } from '../../../lib/page-query';
import { useApiQuery } from '../../../lib/use-api-query';

// The first page is filed under the key the server inlines it by (decision 0052).
const videosKey = (page: number) => (page === 1 ? readKeys.firstVideosPage() : `videos/page/${page}`);

/** GET /api/paginated-videos: one page of the sermon library, newest first (after the page before when loaded). */
export const getVideos = (page: number) =>
  getJson(
    'paginated-videos',
    lazyContract('VideoListSchema'),
    pageQuery(page > 1 ? videosKey(page - 1) : undefined, (page - 1) * publicPageSizes.videos, publicPageSizes.videos),
  );

export const useVideos = (page: number) => useApiQuery(videosKey(page), () => getVideos(page));
