import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

export type PageParams = { skip: number; take: number } | { after: string; take: number };

/**
 * The query of numbered page `page` (1-based) of `take` items. When the page before it (cached
 * under `previousKey`) is loaded, not marked stale by a write since, and handed out a
 * `nextCursor`, the page after that cursor: paging on costs the API the same however deep it
 * goes. Otherwise (a jump, a list just written to, or an endpoint without cursors) by `skip`.
 */
export function pageParams(previousKey: QueryKey, page: number, take: number): PageParams {
  const byNumber = { skip: (page - 1) * take, take };
  if (page <= 1) return byNumber;
  const previous = queryClient.getQueryState<{ nextCursor?: string }>(previousKey);
  // An invalidated page's cursor may point past rows deleted or before rows added since.
  const cursor = previous && !previous.isInvalidated ? previous.data?.nextCursor : undefined;
  return cursor ? { after: cursor, take } : byNumber;
}
