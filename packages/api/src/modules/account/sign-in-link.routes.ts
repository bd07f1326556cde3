import { EmailOnlySchema, SessionResponseSchema, SignInWithLinkSchema } from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../lib/route';
import { queueAccountMailAfterAnswer } from './account-mail-jobs';
import { markDeviceKnown } from './known-device-cookie';
import type { KnownDevices } from './known-devices';
import type { SessionService } from './session.service';
import type { SignInLinkService } from './sign-in-link.service';

const tags = ['account'];

/** Open to anonymous visitors: ask for a sign-in link, and sign in with it. */
export function registerSignInLinkRoutes(
  app: FastifyInstance,
  links: SignInLinkService,
  session: SessionService,
  device: { knownDevices: KnownDevices; publicUrl: string },
) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/send-sign-in-link',
      access: 'public',
      summary: 'Mail a 15-minute, single-use sign-in link (same answer whether or not the address is known)',
      tags,
      schemas: { body: EmailOnlySchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        const { email } = request.body;
        // Queued after the answer, the lookup and the mail in a job: known and unknown addresses take the same time.
        queueAccountMailAfterAnswer(app, { kind: 'sign-in-link', email });
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/sign-in-with-link',
      access: 'public',
      summary: 'Sign in with the token of an e-mailed sign-in link, whatever the sign-in limits say',
      tags,
      // Throttled per address in the write throttles: guessing tokens is hopeless, and stays cheap.
      schemas: { body: SignInWithLinkSchema, response: { 200: SessionResponseSchema } },
      handler: async (request, reply) => {
        const user = await links.use(request.body.token);
        markDeviceKnown(request, reply, device, user.email);
        return session.startSession(user);
      },
    }),
  );
}
