import type { PostList } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/paginated-posts: newest first. */
export const getPosts = (skip: number, take: number) => getJson<PostList>('paginated-posts', { skip, take });

export const usePosts = (skip: number, take: number) =>
  useApiQuery(`posts/page/${skip}/${take}`, () => getPosts(skip, take));
