import {
  RecoveryCodesSchema,
  TwoStepConfirmSchema,
  TwoStepPasswordSchema,
  TwoStepSetupSchema,
  TwoStepStatusSchema,
  TwoStepTurnOffSchema,
  twoStepMessages,
} from '@church/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { HttpError } from '../../lib/http-error';
import type { PasswordHasher } from '../../lib/password';
import { defineRoute } from '../../lib/route';
import { currentUser, UNAUTHORIZED } from '../../plugins/auth';
import type { UsersRepository } from '../users';
import { countedCheck, type SignInAttempts } from './sign-in-attempts';
import type { TwoFactorService } from './two-factor.service';

const tags = ['account'];

export interface TwoStepAccountDeps {
  twoFactor: TwoFactorService;
  attempts: SignInAttempts;
  users: UsersRepository;
  hasher: PasswordHasher;
}

/** Account Settings' "Two-step sign-in", signed in: one's own second factor. */
export function registerTwoStepAccountRoutes(app: FastifyInstance, deps: TwoStepAccountDeps) {
  const { twoFactor, attempts, users, hasher } = deps;

  async function me(request: FastifyRequest) {
    const user = await users.findById(currentUser(request).id);
    if (!user) throw new HttpError(401, [UNAUTHORIZED]);
    return user;
  }

  /** A stolen session must not test passwords freely: wrong ones count like wrong sign-ins. */
  async function checkPassword(
    request: FastifyRequest,
    user: { email: string; passwordHash: string },
    password: string,
  ) {
    const refusal = new HttpError(400, [twoStepMessages.wrongPassword]);
    await countedCheck(
      attempts,
      { email: user.email, ip: request.ip },
      () => hasher.verify(password, user.passwordHash),
      refusal,
    );
  }

  app.route(
    defineRoute({
      method: 'GET',
      url: '/account/two-step',
      access: 'signed-in',
      summary: 'Whether two-step sign-in is on, required by the church, and how many recovery codes are left',
      tags,
      schemas: { response: { 200: TwoStepStatusSchema } },
      handler: async (request) => twoFactor.status(await me(request)),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/two-step/setup',
      access: 'signed-in',
      summary: 'Start setting up an authenticator app (needs the password): its secret and QR code',
      tags,
      schemas: { body: TwoStepPasswordSchema, response: { 200: TwoStepSetupSchema } },
      handler: async (request) => {
        const user = await me(request);
        await checkPassword(request, user, request.body.password);
        return twoFactor.startSetup(user);
      },
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/two-step/enable',
      access: 'signed-in',
      summary: "Turn two-step sign-in on with the app's code; answers the recovery codes, shown this once",
      tags,
      schemas: { body: TwoStepConfirmSchema, response: { 200: RecoveryCodesSchema } },
      handler: async (request) => ({
        recoveryCodes: await twoFactor.confirmSetup(currentUser(request).id, request.body.code),
      }),
    }),
  );
  app.route(
    defineRoute({
      method: 'POST',
      url: '/account/two-step/turn-off',
      access: 'signed-in',
      summary: 'Turn two-step sign-in off: needs the password and a current code',
      tags,
      schemas: { body: TwoStepTurnOffSchema, response: { 204: v.null() } },
      handler: async (request, reply) => {
        const user = await me(request);
        await checkPassword(request, user, request.body.password);
        await twoFactor.turnOff(user, request.body.code, (check) =>
          countedCheck(
            attempts,
            { email: user.email, ip: request.ip },
            check,
            new HttpError(400, [twoStepMessages.invalidCode]),
          ),
        );
        return reply.code(204).send();
      },
    }),
  );
}
