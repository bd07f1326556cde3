import type { FastifyPluginAsync } from 'fastify';
import type { AccountsConfig } from '../../config';
import { transactionRunner } from '../../db/transaction';
import type { PasswordHasher } from '../../lib/password';
import { createEnumerationsRepository } from '../enumerations';
import { createRolesRepository } from '../roles';
import { createSessionsRepository } from '../sessions';
import { createLimiter } from '../throttles';
import { createUsersRepository } from '../users';
import { createAccountRepository } from './account.repository';
import { registerPublicAccountRoutes, registerSignedInAccountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { createSessionService } from './session.service';
import { createSignInThrottle } from './sign-in-throttle';

export interface AccountModuleOptions {
  config: AccountsConfig;
  hasher: PasswordHasher;
}

/** Sign-up, sign-in, tokens, e-mail confirmation, password reset. Depends on users, roles, sessions, mail. */
export const accountModule: FastifyPluginAsync<AccountModuleOptions> = async (app, { config, hasher }) => {
  const db = app.database.db;
  const users = createUsersRepository(db);
  const roles = createRolesRepository(db);
  const sessions = createSessionsRepository(db);
  const transaction = transactionRunner(db);
  const { limits } = config;
  const enumerations = createEnumerationsRepository(db);

  const account = createAccountService({
    users,
    roles,
    sessions,
    tokens: createAccountRepository(db),
    hasher,
    mailer: app.mailer,
    transaction,
    publicUrl: config.publicUrl,
    sessionsChanged: () => app.sessionGuard.forgetAll(),
    stateExists: async (stateId) => (await enumerations.listStates()).some((state) => state.id === stateId),
    mailLimiter: createLimiter(db, 'mail', {
      points: limits.forgotMaxPerEmail,
      windowSeconds: limits.forgotWindowMinutes * 60,
    }),
  });
  const session = createSessionService({
    users,
    roles,
    sessions,
    hasher,
    accessTokens: app.accessTokens,
    transaction,
    refreshTokenDays: config.refreshTokenDays,
    sessionsChanged: () => app.sessionGuard.forgetAll(),
    throttle: createSignInThrottle(db, limits),
    unconfirmedSignIn: (email) =>
      app.background.run('confirmation after a sign-in', () => account.resendConfirmation(email)),
  });

  registerPublicAccountRoutes(app, account, session);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.authenticate);
    registerSignedInAccountRoutes(signedIn, session);
  });
};
