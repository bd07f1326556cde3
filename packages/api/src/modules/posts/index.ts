import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import type { FileStorage } from '../files';
import { createPostsRepository } from './posts.repository';
import { registerPostReadRoutes, registerPostWriteRoutes } from './posts.routes';
import { createPostsService } from './posts.service';
import { postItems, posts } from './posts.table';

/** Posts with their items: read by anyone, written by admins and the Post upload action. */
export const postsModule: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  const db = app.database.db;
  const service = createPostsService(createPostsRepository(db), transactionRunner(db), storage);
  await app.register(async (readers) => {
    readers.readCache.cacheReads(readers, { tables: [posts, postItems] });
    registerPostReadRoutes(readers, service);
  });
  await app.register(async (writers) => {
    writers.readCache.dropAfterWrites(writers, [posts, postItems]);
    registerPostWriteRoutes(writers, service);
  });
};

export { createPostsRepository } from './posts.repository';
export { createDemoPostsSeed } from './posts.seed';
