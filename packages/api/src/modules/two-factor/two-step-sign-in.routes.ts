import {
  SessionResponseSchema,
  TwoStepChallengeOnlySchema,
  TwoStepCodeSchema,
  TwoStepEnrolledSignInSchema,
  TwoStepSetupSchema,
  twoStepMessages,
  type SessionResponse,
} from '@church/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/route';
import { HttpError } from '../../lib/http-error';
import type { UserRow } from '../users';
import { countedCheck, type SignInAttempts } from './sign-in-attempts';
import type { TwoFactorService } from './two-factor.service';

const tags = ['account'];

export interface TwoStepSignInDeps {
  twoFactor: TwoFactorService;
  attempts: SignInAttempts;
  /** The account module's last step of sign-in: tokens, and the failures forgotten. */
  finishSignIn: (user: UserRow, ip: string) => Promise<SessionResponse>;
  /** Makes this browser known to the person, as a password-only sign-in does (sign-in-throttle.ts). */
  markDeviceKnown: (request: FastifyRequest, reply: FastifyReply, email: string) => void;
}

/** The second step of sign-in, open to anyone holding a challenge from POST /account/login. */
export function registerTwoStepSignInRoutes(app: FastifyInstance, deps: TwoStepSignInDeps) {
  const { twoFactor, attempts } = deps;
  const invalidCode = () => new HttpError(400, [twoStepMessages.invalidCode]);

  async function remember(reply: FastifyReply, userId: string, asked: boolean) {
    const cookie = asked ? await twoFactor.rememberDeviceCookie(userId) : null;
    if (cookie) reply.header('set-cookie', cookie);
  }

  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/two-step/sign-in',
      access: 'public',
      summary: "Second step of sign-in: the authenticator app's code or a recovery code answers the session",
      tags,
      schemas: { body: TwoStepCodeSchema, response: { 200: SessionResponseSchema } },
      handler: async (request, reply) => {
        const { challengeToken, code, rememberDevice } = request.body;
        const user = await twoFactor.challengedUser(challengeToken, 'code');
        const who = { email: user.email, ip: request.ip };
        await countedCheck(attempts, who, () => twoFactor.useCode(user.id, code), invalidCode());
        await remember(reply, user.id, rememberDevice);
        deps.markDeviceKnown(request, reply, user.email);
        return deps.finishSignIn(user, request.ip);
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/two-step/sign-in/setup',
      access: 'public',
      summary: 'Sign-in of a person who must have a second factor: a new authenticator secret and its QR code',
      tags,
      schemas: { body: TwoStepChallengeOnlySchema, response: { 200: TwoStepSetupSchema } },
      handler: async (request) =>
        twoFactor.startSetup(await twoFactor.challengedUser(request.body.challengeToken, 'enrol')),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/two-step/sign-in/enrol',
      access: 'public',
      summary: 'Confirm the new authenticator with a code: the recovery codes (shown once) and the session',
      tags,
      schemas: { body: TwoStepCodeSchema, response: { 200: TwoStepEnrolledSignInSchema } },
      handler: async (request, reply) => {
        const { challengeToken, code, rememberDevice } = request.body;
        const user = await twoFactor.challengedUser(challengeToken, 'enrol');
        let recoveryCodes: string[] = [];
        const confirm = async () => {
          try {
            recoveryCodes = await twoFactor.confirmSetup(user.id, code);
            return true;
          } catch (error) {
            if (error instanceof HttpError && error.messages.includes(twoStepMessages.invalidCode)) return false;
            throw error;
          }
        };
        await countedCheck(attempts, { email: user.email, ip: request.ip }, confirm, invalidCode());
        await remember(reply, user.id, rememberDevice);
        deps.markDeviceKnown(request, reply, user.email);
        return { recoveryCodes, session: await deps.finishSignIn(user, request.ip) };
      },
    }),
  );
}
