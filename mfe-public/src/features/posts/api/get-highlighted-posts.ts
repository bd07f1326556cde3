import { readKeys } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyListOf } from '../../../lib/lazy-contract';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/posts/highlighted: the posts in layout rows 1 to 3, in row order. */
export const getHighlightedPosts = () => getJson('posts/highlighted', lazyListOf('PostSummarySchema'));

export const useHighlightedPosts = () => useApiQuery(readKeys.highlightedPosts(), getHighlightedPosts);
