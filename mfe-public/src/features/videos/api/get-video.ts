import { getJson } from '../../../lib/get-json';
import { lazyContract } from '../../../lib/lazy-contract';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/videos/{id}: 404 when there is no such video. */
export const getVideo = (id: number) => getJson(`videos/${id}`, lazyContract('VideoSchema'));

export const useVideo = (id: number) => useApiQuery(`videos/${id}`, () => getVideo(id));
