import { readKeys, type Video } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/videos/home: the three videos marked for the home page. */
export const getHomeVideos = () => getJson<Video[]>('videos/home');

export const useHomeVideos = () => useApiQuery(readKeys.homeVideos(), getHomeVideos);
