import type { FastifyPluginAsync } from 'fastify';
import { createVideosRepository } from '../videos';
import { createCommentsRepository } from './comments.repository';
import {
  registerCommentMemberRoutes,
  registerCommentModerationRoutes,
  registerCommentReadRoutes,
} from './comments.routes';
import { createCommentsService } from './comments.service';

/** Comments under videos. Depends on videos. */
export const commentsModule: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const service = createCommentsService({ comments: createCommentsRepository(db), videos: createVideosRepository(db) });

  registerCommentReadRoutes(app, service);
  await app.register(async (members) => {
    members.addHook('onRequest', members.authenticate);
    registerCommentMemberRoutes(members, service);
  });
  await app.register(async (moderators) => {
    moderators.addHook('onRequest', moderators.authenticate);
    moderators.addHook('onRequest', moderators.requireAction('Comments'));
    registerCommentModerationRoutes(moderators, service);
  });
};

export { createCommentsRepository } from './comments.repository';
export { demoCommentsSeed } from './comments.seed';
