import { api } from '@church/http';
import { invalidateQueries } from '../../../lib/query-cache';
import { commentsKey } from './get-comments';

/** DELETE /api/comments/{id}: its author, a moderator ('Comments' action) or an admin. */
export async function deleteComment(id: number, videoId: number): Promise<void> {
  await api.delete(`comments/${id}`);
  await invalidateQueries(commentsKey(videoId));
}
