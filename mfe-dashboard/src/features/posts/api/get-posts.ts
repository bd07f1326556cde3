import { pageSizes, PostListSchema } from '@church/contracts';
import { getParsed, keepPreviousData, pageParams, queryOptions, useQuery } from '@church/query';
import { postsKeys } from './posts-keys';

/** Spec section 9: the dashboard shows 6 posts a page. */
export const postsPageSize = pageSizes.dashboardPosts;

/**
 * GET /api/paginated-posts: one page (1-based) of every post, newest first; after the previous
 * page's cursor when that page is loaded (paging on), else by skip (a jump).
 */
export function getPosts(page: number, signal?: AbortSignal) {
  const paging = pageParams(postsKeys.page(page - 1), page, postsPageSize);
  return getParsed('paginated-posts', PostListSchema, paging, signal);
}

export const postsQueryOptions = (page: number) =>
  queryOptions({ queryKey: postsKeys.page(page), queryFn: ({ signal }) => getPosts(page, signal) });

/** The page in view; the previous page stays on screen while the next one loads. */
export const usePosts = (page: number, enabled = true) =>
  useQuery({ ...postsQueryOptions(page), placeholderData: keepPreviousData, enabled });
