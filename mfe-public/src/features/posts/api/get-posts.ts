import { readKeys } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyContract } from '../../../lib/lazy-contract';
import { pageQuery } from '../../../lib/page-query';
import { useApiQuery } from '../../../lib/use-api-query';

// A first page is filed under the key the server inlines it by (the home page's "Up next").
const postsKey = (skip: number, take: number) =>
  skip === 0 ? readKeys.firstPostsPage(take) : `posts/page/${skip}/${take}`;

/** GET /api/paginated-posts: newest first (after the page before when loaded). */
export const getPosts = (skip: number, take: number) =>
  getJson(
    'paginated-posts',
    lazyContract('PostListSchema'),
    pageQuery(skip >= take ? postsKey(skip - take, take) : undefined, skip, take),
  );

export const usePosts = (skip: number, take: number) => useApiQuery(postsKey(skip, take), () => getPosts(skip, take));
