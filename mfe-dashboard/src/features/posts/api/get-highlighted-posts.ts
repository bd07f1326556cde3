import { PostSummarySchema } from '@church/contracts';
import { getParsed, queryOptions, useQuery } from '@church/query';
import * as v from 'valibot';
import { postsKeys } from './posts-keys';

/** GET /api/posts/highlighted: who holds rows 1-3, so the editor can say whom a row moves out. */
export const getHighlightedPosts = (signal?: AbortSignal) =>
  getParsed('posts/highlighted', v.array(PostSummarySchema), {}, signal);

export const useHighlightedPosts = () =>
  useQuery(queryOptions({ queryKey: postsKeys.highlighted(), queryFn: ({ signal }) => getHighlightedPosts(signal) }));
