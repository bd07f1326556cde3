import { publicPageSizes, readKeys } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyContract } from '../../../lib/lazy-contract';
import { pageQuery } from '../../../lib/page-query';
import { useApiQuery } from '../../../lib/use-api-query';

/** What a visitor narrowed the library to ('' for any), as the page's URL says. */
export interface VideoFilter {
  name: string;
  series: string;
  speaker: string;
}

// Only what was chosen, in the request and in the cache's key.
const chosen = (filter: VideoFilter) => Object.fromEntries(Object.entries(filter).filter(([, value]) => value));

// The whole library's first page is filed under the key the server inlines it by (decision 0052).
function videosKey(page: number, filter: VideoFilter) {
  const narrowed = new URLSearchParams(chosen(filter)).toString();
  return page === 1 && !narrowed ? readKeys.firstVideosPage() : `videos/page/${page}?${narrowed}`;
}

/** GET /api/paginated-videos: one page of the sermon library, narrowed (after the page before when loaded). */
export const getVideos = (page: number, filter: VideoFilter) =>
  getJson('paginated-videos', lazyContract('VideoListSchema'), {
    ...chosen(filter),
    ...pageQuery(
      page > 1 ? videosKey(page - 1, filter) : undefined,
      (page - 1) * publicPageSizes.videos,
      publicPageSizes.videos,
    ),
  });

export const useVideos = (page: number, filter: VideoFilter) =>
  useApiQuery(videosKey(page, filter), () => getVideos(page, filter));
