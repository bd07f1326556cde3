import { loadedData } from './query-cache';

/**
 * The query of one numbered page. When the page before it is loaded and handed out its
 * `nextCursor`, the page after that cursor: a visitor paging on costs the API the same however
 * deep they go. Otherwise (a jump, or an API that hands out no cursor) by `skip`.
 */
export function pageQuery(previousKey: string | undefined, skip: number, take: number) {
  const previous = previousKey === undefined ? undefined : loadedData<{ nextCursor?: string }>(previousKey);
  return previous?.nextCursor ? { after: previous.nextCursor, take } : { skip, take };
}
