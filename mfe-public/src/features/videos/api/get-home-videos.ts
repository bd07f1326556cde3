import { readKeys } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyListOf } from '../../../lib/lazy-contract';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/videos/home: the three videos marked for the home page. */
export const getHomeVideos = () => getJson('videos/home', lazyListOf('VideoSchema'));

export const useHomeVideos = () => useApiQuery(readKeys.homeVideos(), getHomeVideos);
