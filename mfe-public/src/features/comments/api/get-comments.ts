import type { CommentList } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/paginated-comments/{videoId}: newest first. */
export const getComments = (videoId: number, take: number) =>
  getJson<CommentList>(`paginated-comments/${videoId}`, { skip: 0, take });

export const commentsKey = (videoId: number) => `comments/${videoId}/`;

/** The first `take` comments; 'Load more' asks for a longer first page. */
export const useComments = (videoId: number, take: number) =>
  useApiQuery(`${commentsKey(videoId)}${take}`, () => getComments(videoId, take));
