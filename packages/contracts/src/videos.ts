import * as v from 'valibot';
import { pageSizes } from './page-sizes';
import { cursorPageQuerySchema, cursorPageSchema } from './page-cursor';
import { UploadedPictureUrlSchema } from './files';
import { queryNumber } from './paging';
import { isSocialVideoLink, isUploadedVideoUrl, VIDEO_LINK_SITES_TEXT } from './video-links';

export const VideoSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** Our own storage ('/api/files/...') or an external embed (YouTube, Facebook, ...). */
  videoUrl: v.string(),
  /** ISO 8601. */
  creationDate: v.string(),
  isOnHomePage: v.boolean(),
  /**
   * A still of an uploaded video, taken by the uploader's browser: players show it instead of
   * fetching the video before Play. Null for links and for uploads made without one.
   */
  posterUrl: v.nullable(v.string()),
});
export type Video = v.InferOutput<typeof VideoSchema>;

export const VideoListSchema = cursorPageSchema(VideoSchema);
export type VideoList = v.InferOutput<typeof VideoListSchema>;

export const VideoPageQuerySchema = cursorPageQuerySchema(pageSizes.videos);

export const VideoByNameQuerySchema = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search max length is 200 characters')), ''),
  take: queryNumber('take', pageSizes.moreVideos, 50),
});

export const VideoNameSchema = v.pipe(
  v.string('Please, enter the video name'),
  v.trim(),
  v.nonEmpty('Please, enter the video name'),
  v.maxLength(200, 'Video name max length is 200 characters'),
);

export const videoPosterMessage = 'A poster goes with an uploaded video only';

export const videoLinkMessage = `Video link must be an https link to ${VIDEO_LINK_SITES_TEXT}, or an uploaded video`;

/**
 * POST /api/videos: a name and an uploaded video (/api/files/...) with its poster when the
 * browser could take one, or a link to a social network's video.
 */
export const CreateVideoSchema = v.pipe(
  v.object({
    name: VideoNameSchema,
    videoUrl: v.pipe(
      v.string('Please, add the video'),
      v.trim(),
      v.nonEmpty('Please, add the video'),
      v.maxLength(2000, 'Video link is too long'),
      v.check((url) => isUploadedVideoUrl(url) || isSocialVideoLink(url), videoLinkMessage),
    ),
    posterUrl: v.optional(v.nullable(UploadedPictureUrlSchema), null),
  }),
  v.forward(
    v.partialCheck(
      [['videoUrl'], ['posterUrl']],
      ({ videoUrl, posterUrl }) => posterUrl === null || isUploadedVideoUrl(videoUrl),
      videoPosterMessage,
    ),
    ['posterUrl'],
  ),
);
export type CreateVideo = v.InferOutput<typeof CreateVideoSchema>;
