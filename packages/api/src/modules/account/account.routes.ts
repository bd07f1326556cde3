import {
  ConfirmEmailSchema,
  EmailOnlySchema,
  LoginResponseSchema,
  RefreshTokenRequestSchema,
  RefreshTokenResponseSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from '@church/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { queueAccountMailAfterAnswer } from './account-mail-jobs';
import { markDeviceKnown, readKnownDeviceCookie } from './known-device-cookie';
import type { KnownDevices } from './known-devices';
import type { AccountService } from './account.service';
import type { SessionService } from './session.service';

const tags = ['account'];
const noContent = { 204: v.null() };

/** Open to anonymous visitors. */
export function registerPublicAccountRoutes(
  app: FastifyInstance,
  account: AccountService,
  session: SessionService,
  device: { knownDevices: KnownDevices; publicUrl: string },
) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/register',
      access: 'public',
      summary: 'Sign up; the account works once the e-mailed link is followed',
      tags,
      schemas: { body: SignUpSchema, response: noContent },
      // Throttled per address in the write throttles. A known address answers as a new one does
      // (its owner is mailed instead); either way a job is queued and writes the mail, so both
      // take about the same time.
      handler: async (request, reply) => {
        await account.register(request.body);
        app.jobs.wake();
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/confirm-email',
      access: 'public',
      summary: 'Confirm the e-mail address with the token from the confirmation link',
      tags,
      schemas: { body: ConfirmEmailSchema, response: noContent },
      handler: async (request, reply) => {
        await account.confirmEmail(request.body.token);
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/resend-confirm-email',
      access: 'public',
      summary: 'Mail the confirmation link again (same answer whether or not the address is known)',
      tags,
      schemas: { querystring: EmailOnlySchema, response: noContent },
      handler: async (request, reply) => {
        const { email } = request.query;
        // Queued after the answer, the lookup and the mail in a job: known and unknown addresses take the same time.
        queueAccountMailAfterAnswer(app, { kind: 'resend-confirmation', email });
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/login',
      access: 'public',
      summary:
        'Sign in: access and refresh tokens, roles and allowed actions; or a two-step challenge (POST /account/two-step/sign-in next)',
      tags,
      schemas: { body: SignInSchema, response: { 200: LoginResponseSchema } },
      handler: async (request, reply) => {
        // A browser that signed in before is not paced by strangers' failures (sign-in-throttle.ts);
        // the cookie header may also remember this browser for the second step (decision 0057).
        const known = readKnownDeviceCookie(request);
        const answer = await session.login(request.body, request.ip, {
          device: known,
          cookieHeader: request.headers.cookie,
        });
        // Only a finished sign-in makes the browser known; a challenge is not one yet.
        if (!('twoStep' in answer)) {
          markDeviceKnown(request, reply, device, answer.user.email);
        }
        return answer;
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/refresh-access-token',
      access: 'public',
      summary: 'Trade a refresh token for new tokens, with the roles and allowed actions read afresh',
      tags,
      schemas: { body: RefreshTokenRequestSchema, response: { 200: RefreshTokenResponseSchema } },
      handler: (request) => session.refresh(request.body.refreshToken),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/send-forgot-password-email',
      access: 'public',
      summary: 'Mail a one-hour, single-use reset link (same answer whether or not the address is known)',
      tags,
      schemas: { body: EmailOnlySchema, response: noContent },
      handler: async (request, reply) => {
        const { email } = request.body;
        // Queued after the answer, the lookup and the mail in a job: known and unknown addresses take the same time.
        queueAccountMailAfterAnswer(app, { kind: 'forgot-password', email });
        return reply.code(204).send();
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/reset-password',
      access: 'public',
      summary: 'Set a new password with the token from the reset link',
      tags,
      schemas: { body: ResetPasswordSchema, response: noContent },
      handler: async (request, reply) => {
        await account.resetPassword(request.body.token, request.body.password);
        return reply.code(204).send();
      },
    }),
  );
}

/** The signed-in user's own account. */
export function registerSignedInAccountRoutes(app: FastifyInstance, session: SessionService) {
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/logout',
      access: 'signed-in',
      summary: "Sign out this device: revoke its session's refresh tokens (the member's other devices stay)",
      tags,
      schemas: { response: noContent },
      handler: async (request, reply) => {
        await session.logout(currentUser(request).id, request.sessionId);
        return reply.code(204).send();
      },
    }),
  );
}
