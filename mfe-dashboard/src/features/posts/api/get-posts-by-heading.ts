import { PostSummarySchema, type PostList } from '@church/contracts';
import { getParsed, keepPreviousData, queryOptions, useQuery } from '@church/query';
import * as v from 'valibot';
import { postsKeys } from './posts-keys';

/**
 * GET /api/posts/by-heading: every post whose heading contains `heading`, newest first. Shaped
 * like a page of all posts (the page slices it), so the table and the pager treat both alike.
 */
export async function getPostsByHeading(heading: string, signal?: AbortSignal): Promise<PostList> {
  const found = await getParsed('posts/by-heading', v.array(PostSummarySchema), { heading }, signal);
  return { count: found.length, entities: found };
}

export const postsByHeadingQueryOptions = (heading: string) =>
  queryOptions({ queryKey: postsKeys.search(heading), queryFn: ({ signal }) => getPostsByHeading(heading, signal) });

export const usePostsByHeading = (heading: string) =>
  useQuery({ ...postsByHeadingQueryOptions(heading), placeholderData: keepPreviousData, enabled: heading !== '' });
