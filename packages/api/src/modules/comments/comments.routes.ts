import {
  CommentListSchema,
  CommentPageQuerySchema,
  CommentSchema,
  CreateCommentSchema,
  ModeratedCommentListSchema,
  ModeratedCommentQuerySchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../lib/params';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { CommentsService } from './comments.service';

const tags = ['comments'];

const videoParams = v.object({
  videoId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Video id is invalid'), v.transform(Number)),
});

/** Anyone. */
export function registerCommentReadRoutes(app: FastifyInstance, service: CommentsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/paginated-comments/:videoId',
      access: 'public',
      summary: "A video's comments, newest first (skip, take = 5); 404 for an unknown video",
      tags,
      schemas: { params: videoParams, querystring: CommentPageQuerySchema, response: { 200: CommentListSchema } },
      handler: (request) => service.pageOfVideo(request.params.videoId, request.query),
    }),
  );
}

/** Signed-in users; deleting checks the author or the moderator inside. */
export function registerCommentMemberRoutes(app: FastifyInstance, service: CommentsService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/comments',
      access: 'signed-in',
      summary: 'Comment on a video',
      tags,
      schemas: { body: CreateCommentSchema, response: { 201: CommentSchema } },
      handler: async (request, reply) => reply.code(201).send(await service.create(currentUser(request), request.body)),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/comments/:id',
      access: 'owner',
      summary: 'Delete a comment: its author, the Comments action or an admin',
      tags,
      schemas: { params: idParams('Comment'), response: { 204: v.null() } },
      handler: async (request, reply) => {
        await service.delete(currentUser(request), request.params.id);
        return reply.code(204).send();
      },
    }),
  );
}

/** Moderators: admins and the Comments action. */
export function registerCommentModerationRoutes(app: FastifyInstance, service: CommentsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/paginated-comments-all',
      access: ['Comments'],
      summary: 'Comments of every video (or of `videoId`) with the video name, newest first (skip, take = 5)',
      tags,
      schemas: { querystring: ModeratedCommentQuerySchema, response: { 200: ModeratedCommentListSchema } },
      handler: (request) => service.pageOfAll(request.query),
    }),
  );
}
