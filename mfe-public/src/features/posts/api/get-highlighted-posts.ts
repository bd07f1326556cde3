import { readKeys, type PostSummary } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/posts/highlighted: the posts in layout rows 1 to 3, in row order. */
export const getHighlightedPosts = () => getJson<PostSummary[]>('posts/highlighted');

export const useHighlightedPosts = () => useApiQuery(readKeys.highlightedPosts(), getHighlightedPosts);
