import {
  type Comment,
  type CommentList,
  type CreateComment,
  type CursorPageQuery,
  type ModeratedCommentList,
} from '@church/contracts';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { AuthUser } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import { ownsOrCan } from '../../lib/permissions';
import { FORBIDDEN } from '../../plugins/auth';
import { videoMessages, type VideosRepository } from '../videos';
import type { CommentsRepository } from './comments.repository';

export const commentMessages = { notFound: 'Comment not found' } as const;

export type CommentsService = ReturnType<typeof createCommentsService>;

export function createCommentsService(deps: { comments: CommentsRepository; videos: VideosRepository }) {
  const { comments, videos } = deps;
  return {
    async create(user: AuthUser, input: CreateComment): Promise<Comment> {
      if (!(await videos.findById(input.videoId))) throw new HttpError(404, [videoMessages.notFound]);
      try {
        return await comments.insert({ videoId: input.videoId, text: input.text, creatorId: user.id });
      } catch (error) {
        // The video was deleted in between (or the author's account).
        if (isForeignKeyViolation(error)) throw new HttpError(404, [videoMessages.notFound]);
        throw error;
      }
    },

    async pageOfVideo(videoId: number, query: CursorPageQuery): Promise<CommentList> {
      if (!(await videos.findById(videoId))) throw new HttpError(404, [videoMessages.notFound]);
      return comments.page({ videoId, ...query });
    },

    /** Every video's comments, or one video's (an unknown video simply has none). */
    pageOfAll: (query: CursorPageQuery & { videoId?: number }): Promise<ModeratedCommentList> =>
      comments.pageWithVideos(query),

    async delete(user: AuthUser, id: number): Promise<void> {
      const comment = await comments.findById(id);
      if (!comment) throw new HttpError(404, [commentMessages.notFound]);
      // Only its author, a moderator (the Comments action) or an admin removes a comment.
      if (!ownsOrCan(user, comment.creator.id, 'Comments')) throw new HttpError(403, [FORBIDDEN]);
      await comments.delete(id);
    },
  };
}
