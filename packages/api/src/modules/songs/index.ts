import type { FastifyPluginAsync } from 'fastify';
import type { SongsConfig } from '../../config';
import { createCatalogueProvider } from './catalogue-provider';
import { createMusixmatchProvider } from './musixmatch-provider';
import { registerSongsRoutes } from './songs.routes';
import { createSongsRepository } from './songs.repository';
import { createSongsService } from './songs.service';
import type { ApiModule } from '../api-module';

/**
 * Song search for service plans: the embedded hymn catalogue, or the real song service when a
 * key is configured (decision 0040). Holders of Service plans and admins.
 */
const songsPlugin: FastifyPluginAsync<SongsConfig> = async (app, options) => {
  const provider = options.service ? createMusixmatchProvider(options.service) : createCatalogueProvider();
  const service = createSongsService({ provider, songs: createSongsRepository(app.database.db), log: app.log });
  registerSongsRoutes(app, service);
};

export type { SongProvider } from './song-provider';

export const songsModule: ApiModule = {
  name: 'songs',
  needs: ['service-types'],
  routes: (api, { songs }) => api.register(songsPlugin, songs),
};
