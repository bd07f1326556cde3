import { VideoSchema, type VideoList } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import * as v from 'valibot';
import { videoSettingsKeys } from './video-settings-keys';

/** The most matches a search shows (the API's upper bound); the page pages through them. */
export const searchLimit = 50;

/**
 * GET /api/videos/by-name: videos whose name contains `name`, newest first. Shaped like a page
 * of all videos, so the table, the pager and the toggle treat both the same way.
 */
export async function getVideosByName(name: string, signal?: AbortSignal): Promise<VideoList> {
  const found = await getParsed('videos/by-name', v.array(VideoSchema), { name, take: searchLimit }, signal);
  return { count: found.length, entities: found };
}

export const videosByNameQueryOptions = (name: string) =>
  queryOptions({ queryKey: videoSettingsKeys.search(name), queryFn: ({ signal }) => getVideosByName(name, signal) });

export const useVideosByName = (name: string) =>
  useQuery({ ...videosByNameQueryOptions(name), placeholderData: keepPreviousData, enabled: name !== '' });
