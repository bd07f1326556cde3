import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { transactionRunner } from '../../db/transaction';
import { createChurchSettingsRepository } from '../church-settings';
import { createRolesRepository } from '../roles';
import { createUsersRepository } from '../users';
import { createChallengeTokens } from './challenge-tokens';
import { createRememberedDevices } from './remembered-devices';
import { createSecretSeal } from './secret-seal';
import { registerTwoFactorResetRoutes } from './two-factor-reset.routes';
import { createTwoFactorRepository } from './two-factor.repository';
import { createTwoFactorService, type TwoFactorService } from './two-factor.service';
import type { ApiModule } from '../api-module';
import * as twoFactorTables from './two-factor.table';

declare module 'fastify' {
  interface FastifyInstance {
    /** Two-step sign-in: the account module asks it at sign-in and serves its routes. */
    twoFactor: TwoFactorService;
  }
}

export interface TwoFactorPluginOptions {
  /** The server's signing secret: challenges, remembered devices and sealed secrets derive their keys from it. */
  secret: Buffer;
  publicUrl: string;
  /** MAIL_FROM: its display name is what the authenticator app shows. */
  mailFrom: string;
}

/** The name in `"Name" <address>`, else the site's host. */
function issuerName(mailFrom: string, publicUrl: string): string {
  return /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom)?.[1] ?? new URL(publicUrl).host;
}

/** Decorates `app.twoFactor` (decision 0057). */
const twoFactorPlugin = fp<TwoFactorPluginOptions>(async (app, options) => {
  const db = app.database.db;
  app.decorate(
    'twoFactor',
    createTwoFactorService({
      twoFactors: createTwoFactorRepository(db),
      settings: createChurchSettingsRepository(db),
      users: createUsersRepository(db),
      roles: createRolesRepository(db),
      seal: createSecretSeal(options.secret),
      challenges: createChallengeTokens(options.secret),
      devices: createRememberedDevices(options.secret, { secure: options.publicUrl.startsWith('https:') }),
      transaction: transactionRunner(db),
      issuer: issuerName(options.mailFrom, options.publicUrl),
    }),
  );
});

/** DELETE /api/users/:id/two-step, for administrators; the sign-in and account routes are the account module's. */
const twoFactorResetPlugin: FastifyPluginAsync = async (app) => {
  registerTwoFactorResetRoutes(app, app.twoFactor, app.auditLog);
};

export { registerTwoStepSignInRoutes } from './two-step-sign-in.routes';
export { registerTwoStepAccountRoutes } from './two-factor.routes';
export type { TwoFactorService } from './two-factor.service';

export const twoFactorModule: ApiModule = {
  name: 'two-factor',
  needs: ['church-settings', 'roles', 'users'],
  tables: twoFactorTables,
  // Decorates app.twoFactor: the second step the account module asks at sign-in.
  decorate: (app, { secret, accounts }) =>
    app.register(twoFactorPlugin, { secret, publicUrl: accounts.publicUrl, mailFrom: accounts.mailFrom }),
  routes: (api) => api.register(twoFactorResetPlugin),
};
export * from './two-factor.table';
