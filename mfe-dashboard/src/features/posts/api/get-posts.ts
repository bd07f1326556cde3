import { pageSizes, PostListSchema } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import { postsKeys } from './posts-keys';

/** Spec section 9: the dashboard shows 6 posts a page. */
export const postsPageSize = pageSizes.dashboardPosts;

/** GET /api/paginated-posts: one page (1-based) of every post, newest first. */
export function getPosts(page: number, signal?: AbortSignal) {
  const take = postsPageSize;
  return getParsed('paginated-posts', PostListSchema, { skip: (page - 1) * take, take }, signal);
}

export const postsQueryOptions = (page: number) =>
  queryOptions({ queryKey: postsKeys.page(page), queryFn: ({ signal }) => getPosts(page, signal) });

/** The page in view; the previous page stays on screen while the next one loads. */
export const usePosts = (page: number, enabled = true) =>
  useQuery({ ...postsQueryOptions(page), placeholderData: keepPreviousData, enabled });
