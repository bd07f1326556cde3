import { CommentSchema, type Comment, type CreateComment } from '@church/contracts';
import { api } from '@church/http';
import * as v from 'valibot';
import { invalidateQueries } from '../../../lib/query-cache';
import { commentsKey } from './get-comments';

/** POST /api/comments (signed in), then the video's comments are reloaded. */
export async function createComment(payload: CreateComment): Promise<Comment> {
  const comment = v.parse(CommentSchema, await api.post('comments', { json: payload }).json());
  await invalidateQueries(commentsKey(payload.videoId));
  return comment;
}
