import type { FastifyPluginAsync } from 'fastify';
import type { AccountsConfig } from '../../config';
import { transactionRunner } from '../../db/transaction';
import type { PasswordHasher } from '../../lib/password';
import { createRateLimiter } from '../../lib/rate-limit';
import { createRolesRepository } from '../roles';
import { createSessionsRepository } from '../sessions';
import { createUsersRepository } from '../users';
import { createAccountRepository } from './account.repository';
import { registerPublicAccountRoutes, registerSignedInAccountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { createSessionService } from './session.service';

export interface AccountModuleOptions {
  config: AccountsConfig;
  hasher: PasswordHasher;
}

const MINUTE_MS = 60_000;

/** Sign-up, sign-in, tokens, e-mail confirmation, password reset. Depends on users, roles, sessions, mail. */
export const accountModule: FastifyPluginAsync<AccountModuleOptions> = async (app, { config, hasher }) => {
  const db = app.database.db;
  const users = createUsersRepository(db);
  const roles = createRolesRepository(db);
  const sessions = createSessionsRepository(db);
  const transaction = transactionRunner(db);
  const { limits } = config;

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
    mailLimiter: createRateLimiter({
      limit: limits.forgotMaxPerEmail,
      windowMs: limits.forgotWindowMinutes * MINUTE_MS,
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
    attemptsPerIp: createRateLimiter({
      limit: limits.loginMaxAttemptsPerIp,
      windowMs: limits.loginWindowMinutes * MINUTE_MS,
    }),
    failuresPerEmail: createRateLimiter({
      limit: limits.loginMaxFailuresPerEmail,
      windowMs: limits.loginWindowMinutes * MINUTE_MS,
    }),
  });

  const registerPerIp = createRateLimiter({
    limit: limits.registerMaxPerIp,
    windowMs: limits.registerWindowMinutes * MINUTE_MS,
  });
  registerPublicAccountRoutes(app, account, session, registerPerIp);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', signedIn.authenticate);
    registerSignedInAccountRoutes(signedIn, session);
  });
};
