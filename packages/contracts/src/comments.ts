import * as v from 'valibot';
import { entityIdSchema } from './ids';
import { CreatorSchema } from './creator';
import { pageSizes } from './page-sizes';
import { cursorPageQuerySchema, cursorPageSchema } from './page-cursor';

export const CommentSchema = v.object({
  id: v.number(),
  videoId: v.number(),
  text: v.string(),
  /** ISO 8601. */
  creationDate: v.string(),
  creator: CreatorSchema,
});
export type Comment = v.InferOutput<typeof CommentSchema>;

export const CommentListSchema = cursorPageSchema(CommentSchema);
export type CommentList = v.InferOutput<typeof CommentListSchema>;

export const CommentPageQuerySchema = cursorPageQuerySchema(pageSizes.videoComments);

export const CreateCommentSchema = v.object({
  videoId: entityIdSchema('Video is required'),
  text: v.pipe(
    v.string('Please, type your comment'),
    v.trim(),
    v.nonEmpty('Please, type your comment'),
    v.maxLength(1000, 'Max length is 1000 characters'),
  ),
});
export type CreateComment = v.InferOutput<typeof CreateCommentSchema>;

/** A comment in the moderation list: also names the video it is on. */
export const ModeratedCommentSchema = v.object({ ...CommentSchema.entries, videoName: v.string() });
export type ModeratedComment = v.InferOutput<typeof ModeratedCommentSchema>;

export const ModeratedCommentListSchema = cursorPageSchema(ModeratedCommentSchema);
export type ModeratedCommentList = v.InferOutput<typeof ModeratedCommentListSchema>;

/** GET /api/paginated-comments-all: 5 a page, of every video or only of `videoId`. */
export const ModeratedCommentQuerySchema = v.object({
  ...cursorPageQuerySchema(pageSizes.dashboardComments).entries,
  videoId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Video id is invalid'), v.transform(Number))),
});
