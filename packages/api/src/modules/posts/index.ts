import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import type { FileStorage } from '../files';
import { createPostsRepository } from './posts.repository';
import { registerPostReadRoutes, registerPostWriteRoutes } from './posts.routes';
import { createPostsService } from './posts.service';

/** Posts with their items: read by anyone, written by admins and the Post upload action. */
export const postsModule: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  const db = app.database.db;
  const service = createPostsService(createPostsRepository(db), transactionRunner(db), storage);
  registerPostReadRoutes(app, service);
  await app.register(async (writers) => {
    writers.addHook('onRequest', writers.authenticate);
    writers.addHook('onRequest', writers.requireAction('Post upload'));
    registerPostWriteRoutes(writers, service);
  });
};

export { createPostsRepository } from './posts.repository';
export { createDemoPostsSeed } from './posts.seed';
