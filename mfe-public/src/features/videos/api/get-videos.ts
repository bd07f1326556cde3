import { pageSizes, type VideoList } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/paginated-videos: one page of the sermon library, newest first. */
export const getVideos = (page: number) =>
  getJson<VideoList>('paginated-videos', { skip: (page - 1) * pageSizes.videos, take: pageSizes.videos });

export const useVideos = (page: number) => useApiQuery(`videos/page/${page}`, () => getVideos(page));
