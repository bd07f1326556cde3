import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import type { FileStorage } from '../files';
import { createPostsRepository } from './posts.repository';
import { registerPostReadRoutes, registerPostWriteRoutes } from './posts.routes';
import { createPostsService } from './posts.service';
import { postItems, posts } from './posts.table';
import type { ApiModule } from '../api-module';
import * as postsTables from './posts.table';
import { createDemoPostsSeed } from './posts.seed';

/** Posts with their items: read by anyone, written by admins and the Post upload action. */
const postsPlugin: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
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

export const postsModule: ApiModule = {
  name: 'posts',
  needs: ['files'],
  tables: postsTables,
  seeds: ({ storage }) => [createDemoPostsSeed(storage)],
  routes: (api, { storage }) => api.register(postsPlugin, { storage }),
};
export * from './posts.table';
