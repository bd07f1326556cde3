import { videoFiltersReadKey } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyContract } from '../../../lib/lazy-contract';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/videos/filters: every series and speaker, for the sermons page's filters. */
export const getVideoFilters = () => getJson('videos/filters', lazyContract('VideoFiltersSchema'));

/** Keyed as the sermons page's inlined read, so the server-drawn page needs no request. */
export const useVideoFilters = () => useApiQuery(videoFiltersReadKey, getVideoFilters);
