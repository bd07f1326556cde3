import { VideoSchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import * as v from 'valibot';
import { commentsKeys } from './comments-keys';

const VideoOptionsSchema = v.array(v.pick(VideoSchema, ['id', 'name']));

/** GET /api/videos: every video's id and name, newest first, for the filter. */
export const getVideoOptions = (signal?: AbortSignal) => getParsed('videos', VideoOptionsSchema, {}, signal);

export const videoOptionsQueryOptions = () =>
  queryOptions({ queryKey: commentsKeys.videoOptions, queryFn: ({ signal }) => getVideoOptions(signal) });

export const useVideoOptions = () => useQuery(videoOptionsQueryOptions());
