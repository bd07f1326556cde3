import type { Video } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/videos/{id}: 404 when there is no such video. */
export const getVideo = (id: number) => getJson<Video>(`videos/${id}`);

export const useVideo = (id: number) => useApiQuery(`videos/${id}`, () => getVideo(id));
