import { livePlayer, LiveStatusSchema, LiveStreamSettingsSchema, type LiveStatus } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import type { RunInTransaction } from '../../db/transaction';
import { defineRoute } from '../../lib/route';
import type { AuditLog } from '../audit';
import type { ChurchSettingsRepository } from '../church-settings';
import { serviceAt } from './live-schedule';
import type { LiveStreamRepository } from './live-stream.repository';

const tags = ['live stream'];

export interface LiveStatusOptions {
  timeZone: string;
  now: () => Date;
}

/** Is it on now, else when next: anyone asks (the home page, the sermons page). */
export function registerLiveStatusRoute(
  app: FastifyInstance,
  stream: LiveStreamRepository,
  churchSettings: ChurchSettingsRepository,
  { timeZone, now }: LiveStatusOptions,
) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/live-stream',
      access: 'public',
      summary: 'Whether the service is streamed now (with its player), else the next service',
      tags,
      schemas: { response: { 200: LiveStatusSchema } },
      handler: async (): Promise<LiveStatus> => {
        const settings = await stream.get();
        const player = settings.url ? livePlayer(settings.url) : undefined;
        if (!player) return { live: false, service: null, player: null };
        const times = settings.useServiceTimes ? (await churchSettings.getVisitInfo()).serviceTimes : settings.times;
        const { current, next } = serviceAt(times, settings.durationMinutes, now(), timeZone);
        return current ? { live: true, service: current, player } : { live: false, service: next, player: null };
      },
    }),
  );
}

/** Admins only. */
export function registerLiveStreamSettingsRoutes(
  app: FastifyInstance,
  stream: LiveStreamRepository,
  inTransaction: RunInTransaction,
  audit: AuditLog,
) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/live-stream/settings',
      access: 'admin',
      summary: "The live stream's link and schedule",
      tags,
      schemas: { response: { 200: LiveStreamSettingsSchema } },
      handler: () => stream.get(),
    }),
  );
  app.route(
    defineRoute({
      method: 'PUT',
      url: '/live-stream/settings',
      access: 'admin',
      summary: "Change the live stream's link and schedule (the whole of it)",
      tags,
      schemas: { body: LiveStreamSettingsSchema, response: { 200: LiveStreamSettingsSchema } },
      handler: (request) =>
        inTransaction(async (tx) => {
          const before = await stream.get(tx);
          const after = await stream.save(request.body, tx);
          await audit.record({ action: 'church-settings.update', details: { before, after } }, tx);
          return after;
        }),
    }),
  );
}
