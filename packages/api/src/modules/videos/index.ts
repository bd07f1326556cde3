import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../files';
import { createVideosRepository } from './videos.repository';
import { registerVideoReadRoutes, registerVideoWriteRoutes } from './videos.routes';
import { createVideosService } from './videos.service';
import { videos } from './videos.table';
import type { ApiModule } from '../api-module';
import * as videosTables from './videos.table';
import { createDemoVideosSeed } from './videos.seed';

/** Sermon videos: read by anyone, managed by admins and the Video upload action. */
const videosPlugin: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  const service = createVideosService(createVideosRepository(app.database.db), storage);
  await app.register(async (readers) => {
    readers.readCache.cacheReads(readers, { tables: [videos] });
    registerVideoReadRoutes(readers, service);
  });
  await app.register(async (writers) => {
    writers.readCache.dropAfterWrites(writers, [videos]);
    registerVideoWriteRoutes(writers, service);
  });
};

export { createVideosRepository, type VideosRepository } from './videos.repository';
export { videoMessages } from './videos.service';

export const videosModule: ApiModule = {
  name: 'videos',
  needs: ['files'],
  tables: videosTables,
  seeds: ({ storage }) => [createDemoVideosSeed(storage)],
  routes: (api, { storage }) => api.register(videosPlugin, { storage }),
};
export * from './videos.table';
