import type { FastifyPluginAsync } from 'fastify';
import { users } from '../users';
import { createVideosRepository, videos } from '../videos';
import { createCommentsRepository } from './comments.repository';
import {
  registerCommentMemberRoutes,
  registerCommentModerationRoutes,
  registerCommentReadRoutes,
} from './comments.routes';
import { createCommentsService } from './comments.service';
import { comments } from './comments.table';
import type { ApiModule } from '../api-module';
import * as commentsTables from './comments.table';
import { demoCommentsSeed } from './comments.seed';

/** Comments under videos. Depends on videos. */
const commentsPlugin: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const service = createCommentsService({ comments: createCommentsRepository(db), videos: createVideosRepository(db) });

  await app.register(async (readers) => {
    // Answers name each comment's author and vanish with their video: writes to those tables
    // (profile edits, deleted members, deleted videos) drop them too, by their own modules.
    readers.readCache.cacheReads(readers, { tables: [comments, users, videos] });
    registerCommentReadRoutes(readers, service);
  });
  await app.register(async (members) => {
    // Writing and deleting comments, moderators' deletions included.
    members.readCache.dropAfterWrites(members, [comments]);
    registerCommentMemberRoutes(members, service);
  });
  await app.register(async (moderators) => {
    registerCommentModerationRoutes(moderators, service);
  });
};

export { createCommentsRepository } from './comments.repository';

export const commentsModule: ApiModule = {
  name: 'comments',
  needs: ['users', 'videos'],
  tables: commentsTables,
  seeds: () => [demoCommentsSeed],
  routes: (api) => api.register(commentsPlugin),
};
export * from './comments.table';
