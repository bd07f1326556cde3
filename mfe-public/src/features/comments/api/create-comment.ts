import type { Comment, CreateComment } from '@church/contracts';
import { api } from '@church/http';
import { invalidateQueries } from '../../../lib/query-cache';
import { commentsKey } from './get-comments';

/** POST /api/comments (signed in), then the video's comments are reloaded. */
export async function createComment(payload: CreateComment): Promise<Comment> {
  const comment = await api.post('comments', { json: payload }).json<Comment>();
  await invalidateQueries(commentsKey(payload.videoId));
  return comment;
}
