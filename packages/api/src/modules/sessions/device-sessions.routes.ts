import { DeviceSessionIdParamsSchema, DeviceSessionListSchema } from '@church/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requestLanguage } from '../../lib/i18n';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import type { Asker, DeviceSessionsService } from './device-sessions.service';

const tags = ['account'];
const noContent = { 204: v.null() };

const askerOf = (request: FastifyRequest): Asker => ({
  userId: currentUser(request).id,
  sessionId: request.sessionId,
});

/** Signed in: the signed-in member's own sessions only. */
export function registerDeviceSessionRoutes(app: FastifyInstance, service: DeviceSessionsService) {
  app.route(
    defineRoute({
      method: 'GET',
      url: '/account/sessions',
      access: 'signed-in',
      summary:
        "The signed-in member's live sessions (browser and system, approximate network, sign-in and last " +
        'activity), this device first and marked `current`',
      tags,
      schemas: { response: { 200: DeviceSessionListSchema } },
      handler: (request) => service.list(askerOf(request), requestLanguage(request)),
    }),
  );
  app.route(
    defineRoute({
      method: 'DELETE',
      url: '/account/sessions/:id',
      access: 'owner',
      summary: 'Sign out one of your own sessions: its tokens are refused from its next request (not yours: 404)',
      tags,
      schemas: { params: DeviceSessionIdParamsSchema, response: noContent },
      handler: async (request, reply) => {
        await service.signOut(askerOf(request), request.params.id);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/sessions/sign-out-others',
      access: 'signed-in',
      summary: 'Sign out everywhere else: every session of yours but this device',
      tags,
      schemas: { response: noContent },
      handler: async (request, reply) => {
        await service.signOutOthers(askerOf(request));
        return reply.code(204).send();
      },
    }),
  );
}
