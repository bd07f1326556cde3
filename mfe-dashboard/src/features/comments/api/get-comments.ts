import { ModeratedCommentListSchema, pageSizes } from '@church/contracts';
import { getParsed, keepPreviousData, pageParams, queryOptions, useQuery } from '@church/query';
import { commentsKeys } from './comments-keys';

/** Spec section 9: the dashboard shows 5 comments a page. */
export const commentsPageSize = pageSizes.dashboardComments;

/**
 * GET /api/paginated-comments-all: one page (1-based) of every comment, or of one video's, newest
 * first; after the previous page's cursor when that page is loaded (paging on), else by skip.
 */
export function getComments(videoId: number | undefined, page: number, signal?: AbortSignal) {
  const paging = pageParams(commentsKeys.page(videoId, page - 1), page, commentsPageSize);
  return getParsed('paginated-comments-all', ModeratedCommentListSchema, { ...paging, videoId }, signal);
}

export const commentsQueryOptions = (videoId: number | undefined, page: number) =>
  queryOptions({
    queryKey: commentsKeys.page(videoId, page),
    queryFn: ({ signal }) => getComments(videoId, page, signal),
  });

/** The page in view; the previous page stays on screen while the next one loads. */
export const useComments = (videoId: number | undefined, page: number) =>
  useQuery({ ...commentsQueryOptions(videoId, page), placeholderData: keepPreviousData });
