import type { FastifyPluginAsync } from 'fastify';
import type { AccountsConfig } from '../../config';
import { transactionRunner } from '../../db/transaction';
import { loggableError } from '../../lib/loggable-error';
import type { PasswordHasher } from '../../lib/password';
import { createEnumerationsRepository } from '../enumerations';
import { createRolesRepository } from '../roles';
import { createSessionsRepository } from '../sessions';
import { createLimiter, createPasswordChecks } from '../throttles';
import { registerTwoStepAccountRoutes, registerTwoStepSignInRoutes } from '../two-factor';
import { createUsersRepository } from '../users';
import { queueAccountMail, queueSignUpMail, workAccountMails, workSignUpMails } from './account-mail-jobs';
import { createAccountRepository } from './account.repository';
import { registerPublicAccountRoutes, registerSignedInAccountRoutes } from './account.routes';
import { createAccountService } from './account.service';
import { createSessionFacts } from './session-facts';
import { createSessionService } from './session.service';
import { markDeviceKnown } from './known-device-cookie';
import { createKnownDevices } from './known-devices';
import { scheduleExpiredLinksSweep } from './expired-links-sweep';
import { registerSignInLinkRoutes } from './sign-in-link.routes';
import { createSignInLinkService } from './sign-in-link.service';
import { createSignInThrottle } from './sign-in-throttle';
import type { ApiModule } from '../api-module';
import * as accountTables from './account.table';

export interface AccountModuleOptions {
  config: AccountsConfig;
  hasher: PasswordHasher;
  /** The server's signing secret: known-device proofs are keyed by it. */
  secret: string | Buffer;
}

/** Sign-up, sign-in, tokens, e-mail confirmation, password reset. Depends on users, roles, sessions, mail. */
const accountPlugin: FastifyPluginAsync<AccountModuleOptions> = async (app, { config, hasher, secret }) => {
  const db = app.database.db;
  const users = createUsersRepository(db);
  const roles = createRolesRepository(db);
  const sessions = createSessionsRepository(db);
  const transaction = transactionRunner(db);
  const { limits } = config;
  const knownDevices = createKnownDevices(secret);
  const tokens = createAccountRepository(db);
  const mailLimiter = createLimiter(db, 'mail', {
    points: limits.forgotMaxPerEmail,
    windowSeconds: limits.forgotWindowMinutes * 60,
  });
  const enumerations = createEnumerationsRepository(db);

  const account = createAccountService({
    users,
    roles,
    sessions,
    tokens,
    hasher,
    mailer: app.mailer,
    transaction,
    publicUrl: config.publicUrl,
    queueSignUpMail: (mail, tx) => queueSignUpMail(app, mail, tx),
    sessionsChanged: () => app.sessionGuard.forgetAll(),
    stateExists: async (stateId) => (await enumerations.listStates()).some((state) => state.id === stateId),
    mailLimiter,
    passwordChecks: createPasswordChecks(db, 'password-reset'),
  });
  const throttle = createSignInThrottle(db, limits, knownDevices);
  const session = createSessionService({
    users,
    roles,
    sessions,
    hasher,
    accessTokens: app.accessTokens,
    transaction,
    refreshTokenDays: config.refreshTokenDays,
    sessionsChanged: () => app.sessionGuard.forgetAll(),
    throttle,
    secondStep: app.twoFactor,
    facts: (userId) => app.sessionFacts.of(userId),
    unconfirmedSignIn: (email) =>
      void queueAccountMail(app, { kind: 'resend-confirmation', email }).catch((error: unknown) =>
        app.log.error({ err: loggableError(error) }, 'confirmation after a sign-in not queued'),
      ),
  });

  const device = { knownDevices, publicUrl: config.publicUrl };
  registerPublicAccountRoutes(app, account, session, device);
  // Two-step sign-in (decision 0057): its code attempts count in the same sign-in throttle.
  registerTwoStepSignInRoutes(app, {
    twoFactor: app.twoFactor,
    attempts: throttle,
    finishSignIn: session.finishSignIn,
    markDeviceKnown: (request, reply, email) => markDeviceKnown(request, reply, device, email),
  });
  const links = createSignInLinkService({
    users,
    tokens,
    mailer: app.mailer,
    transaction,
    publicUrl: config.publicUrl,
    mailLimiter,
  });
  registerSignInLinkRoutes(app, links, session, device);
  await workAccountMails(app, {
    'forgot-password': (email) => account.sendForgotPassword(email),
    'resend-confirmation': (email) => account.resendConfirmation(email),
    'sign-in-link': (email) => links.send(email),
  });
  await workSignUpMails(app, (mail) => account.signUpMail(mail));
  await scheduleExpiredLinksSweep(app);
  await app.register(async (signedIn) => {
    registerSignedInAccountRoutes(signedIn, session);
    registerTwoStepAccountRoutes(signedIn, { twoFactor: app.twoFactor, attempts: throttle, users, hasher });
  });
};

export const accountModule: ApiModule = {
  name: 'account',
  needs: ['enumerations', 'mail', 'roles', 'sessions', 'throttles', 'two-factor', 'users'],
  tables: accountTables,
  decorate: async (app) => {
    app.decorate('sessionFacts', createSessionFacts());
  },
  routes: (api, { accounts, hasher, secret }) => api.register(accountPlugin, { config: accounts, hasher, secret }),
};
export * from './account.table';
export type { SessionFact, SessionFacts } from './session-facts';
