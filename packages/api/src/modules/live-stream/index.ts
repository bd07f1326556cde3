import { livePlayer } from '@church/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { transactionRunner } from '../../db/transaction';
import { createChurchSettingsRepository } from '../church-settings';
import { createLiveStreamRepository } from './live-stream.repository';
import {
  registerLiveStatusRoute,
  registerLiveStreamSettingsRoutes,
  type LiveStatusOptions,
} from './live-stream.routes';
import type { ApiModule } from '../api-module';
import * as liveStreamTables from './live-stream.table';

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin of the church's own HLS stream, when one is set: the site's CSP lets the player load media from it. */
    liveStreamMediaOrigin: () => Promise<string | undefined>;
  }
}

/**
 * GET /api/live-stream (anyone): is the service streamed now, else when is the next one; not
 * cached, its answer changes with the clock. GET/PUT /api/live-stream/settings (admins).
 */
const liveStreamPlugin: FastifyPluginAsync<LiveStatusOptions> = async (app, options) => {
  const db = app.database.db;
  const stream = createLiveStreamRepository(db);
  registerLiveStatusRoute(app, stream, createChurchSettingsRepository(db), options);
  registerLiveStreamSettingsRoutes(app, stream, transactionRunner(db), app.auditLog);
};

export const liveStreamModule: ApiModule = {
  name: 'live-stream',
  needs: ['church-settings'],
  tables: liveStreamTables,
  decorate: async (app) => {
    app.decorate('liveStreamMediaOrigin', async () => {
      const player = livePlayer((await createLiveStreamRepository(app.database.db).get()).url);
      return player?.kind === 'hls' ? new URL(player.src).origin : undefined;
    });
  },
  routes: (api, { timeZone, now }) => api.register(liveStreamPlugin, { timeZone, now: now ?? (() => new Date()) }),
};
