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
  // What a sermon is found by ('' when not written). Optional: a page built before they existed
  // reads an answer without them, and one built after reads an older API's.
  speaker: v.optional(v.string()),
  series: v.optional(v.string()),
  /** A Bible reference as written, e.g. 'Luke 10:25-37'. */
  scripture: v.optional(v.string()),
  description: v.optional(v.string()),
});
export type Video = v.InferOutput<typeof VideoSchema>;

export const VideoListSchema = cursorPageSchema(VideoSchema);
export type VideoList = v.InferOutput<typeof VideoListSchema>;

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

/** Bounds of a sermon's details, for the form and the server. */
export const VIDEO_DETAILS_LIMITS = { line: 100, description: 2000 } as const;

export const videoDetailsMessages = {
  speakerTooLong: 'Speaker can be at most 100 characters',
  seriesTooLong: 'Series can be at most 100 characters',
  scriptureTooLong: 'Scripture can be at most 100 characters',
  descriptionTooLong: 'Description can be at most 2000 characters',
} as const;

const detailLine = (message: string) => v.pipe(v.string(), v.trim(), v.maxLength(VIDEO_DETAILS_LIMITS.line, message));

/** PUT /api/videos/{id}: a video's name and what a sermon is found by (Video Settings' Edit). */
export const UpdateVideoSchema = v.object({
  name: VideoNameSchema,
  speaker: detailLine(videoDetailsMessages.speakerTooLong),
  series: detailLine(videoDetailsMessages.seriesTooLong),
  scripture: detailLine(videoDetailsMessages.scriptureTooLong),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(VIDEO_DETAILS_LIMITS.description, videoDetailsMessages.descriptionTooLong),
  ),
});
export type UpdateVideo = v.InferOutput<typeof UpdateVideoSchema>;

const filterText = (max: number, message: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, message)), '');

/**
 * `GET /api/paginated-videos`: a page of the sermon library, narrowed by a part of its name
 * (`name`, any case), a `series` and a `speaker` (each exactly as Video Settings wrote it).
 * Newest first; a series is listed in the order it was preached, its first message first.
 */
export const VideoPageQuerySchema = v.object({
  ...cursorPageQuerySchema(pageSizes.videos).entries,
  name: filterText(200, 'Search max length is 200 characters'),
  series: filterText(VIDEO_DETAILS_LIMITS.line, videoDetailsMessages.seriesTooLong),
  speaker: filterText(VIDEO_DETAILS_LIMITS.line, videoDetailsMessages.speakerTooLong),
});
export type VideoPageQuery = v.InferOutput<typeof VideoPageQuerySchema>;

/** `GET /api/videos/filters`: every series and speaker a sermon has, each once, in alphabetical order. */
export const VideoFiltersSchema = v.object({ series: v.array(v.string()), speakers: v.array(v.string()) });
export type VideoFilters = v.InferOutput<typeof VideoFiltersSchema>;
