import { MAX_TAKE, publicPageSizes, type CommentList } from '@church/contracts';
import { getJson } from '../../../lib/get-json';
import { lazyContract } from '../../../lib/lazy-contract';
import { loadedData } from '../../../lib/query-cache';
import { useApiQuery } from '../../../lib/use-api-query';

/** GET /api/paginated-comments/{videoId}: newest first, `take` from the start or after a cursor. */
export const getComments = (videoId: number, take: number, after?: string) =>
  getJson(
    `paginated-comments/${videoId}`,
    lazyContract('CommentListSchema'),
    after ? { after, take } : { skip: 0, take },
  );

export const commentsKey = (videoId: number) => `comments/${videoId}/`;
const shownKey = (videoId: number, shown: number) => `${commentsKey(videoId)}${shown}`;

const append = (list: CommentList, next: CommentList): CommentList => ({
  ...next,
  entities: [...list.entities, ...next.entities],
});

/**
 * The newest `shown` comments. 'Load more' adds the page after the cursor of the list already on
 * screen (as cheap at the thousandth comment as at the fifth); after a write, or from an API that
 * hands out no cursor, the list is read again from the start, at most MAX_TAKE at a time.
 */
async function loadComments(videoId: number, shown: number): Promise<CommentList> {
  const onScreen = loadedData<CommentList>(shownKey(videoId, shown - publicPageSizes.videoComments));
  if (onScreen?.nextCursor) {
    return append(onScreen, await getComments(videoId, shown - onScreen.entities.length, onScreen.nextCursor));
  }
  let list = await getComments(videoId, Math.min(shown, MAX_TAKE));
  while (list.entities.length < shown && list.nextCursor) {
    const take = Math.min(shown - list.entities.length, MAX_TAKE);
    list = append(list, await getComments(videoId, take, list.nextCursor));
  }
  return list;
}

/** The newest `shown` comments; 'Load more' asks for five more. */
export const useComments = (videoId: number, shown: number) =>
  useApiQuery(shownKey(videoId, shown), () => loadComments(videoId, shown));
