import { contentKeys } from '../../../lib/content-keys';

/** The moderation list, by video filter and page; `all` covers every filter and page. */
export const commentsKeys = {
  all: contentKeys.moderatedComments,
  page: (videoId: number | undefined, page: number) => [...commentsKeys.all, videoId ?? 'all', page] as const,
  videoOptions: contentKeys.videoOptions,
};
