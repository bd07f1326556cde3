import { pageSizes, VideoListSchema } from '@church/contracts';
import { getParsed, keepPreviousData, pageParams, queryOptions, useQuery } from '@church/query';
import { videoSettingsKeys } from './video-settings-keys';

/** Spec section 9: video settings show 6 videos a page. */
export const videoSettingsPageSize = pageSizes.dashboardVideoSettings;

/**
 * GET /api/paginated-videos: one page (1-based) of every video, newest first; after the previous
 * page's cursor when that page is loaded (paging on), else by skip (a jump).
 */
export function getVideos(page: number, signal?: AbortSignal) {
  const paging = pageParams(videoSettingsKeys.page(page - 1), page, videoSettingsPageSize);
  return getParsed('paginated-videos', VideoListSchema, paging, signal);
}

export const videosQueryOptions = (page: number) =>
  queryOptions({ queryKey: videoSettingsKeys.page(page), queryFn: ({ signal }) => getVideos(page, signal) });

/** The page in view; the previous page stays on screen while the next one loads. */
export const useVideos = (page: number, enabled = true) =>
  useQuery({ ...videosQueryOptions(page), placeholderData: keepPreviousData, enabled });
