import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadAccountsConfig, type AccountsConfig, type Config } from './config';
import { createAccessTokens } from './lib/access-tokens';
import { loadJwtSecret } from './lib/jwt-secret';
import { loggerOptions } from './lib/logger';
import { createPasswordHasher } from './lib/password';
import { accountModule } from './modules/account';
import { clientErrorsModule } from './modules/client-errors';
import { enumerationsModule, statesSeed } from './modules/enumerations';
import { healthModule } from './modules/health';
import { mailPlugin, outboxModule } from './modules/mail';
import { rolesModule, rolesSeed } from './modules/roles';
import { createDemoUsersSeed, usersModule } from './modules/users';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, replyNotFound } from './plugins/errors';
import { helmetPlugin } from './plugins/helmet';
import { sitePlugin, type SiteOptions } from './plugins/site';
import { swaggerPlugin } from './plugins/swagger';

export interface BuildAppOptions extends Pick<Config, 'dataDir' | 'databaseUrl'> {
  logLevel?: Config['logLevel'];
  /** Overrides the JSON logger built from logLevel (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Also serve the built shell and the remotes config (production and e2e). */
  site?: SiteOptions;
  /** Sign-in, tokens, e-mail and limits; read from the environment when not given. */
  accounts?: AccountsConfig;
}

/** Builds the configured app, not listening yet; the database opens on `ready()`/`listen()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.logLevel ?? 'info'),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  });

  // Validation is valibot's job (src/lib/route.ts), so its messages reach the client; the JSON
  // Schemas on routes are for the docs only and must not be enforced by ajv first.
  app.setValidatorCompiler(() => () => true);

  // Lets a client (and the logs) tie a failure to its request.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });

  // External first, then app-wide, then the domain modules.
  await app.register(helmetPlugin);
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(swaggerPlugin);
  const accounts = options.accounts ?? loadAccountsConfig();
  const hasher = createPasswordHasher(accounts.passwordHashCost);
  // Demo data, in order. Each runs once per database (see src/db/seed.ts).
  const seeds = [statesSeed, rolesSeed, createDemoUsersSeed(hasher)];

  await app.register(dbPlugin, { dataDir: options.dataDir, databaseUrl: options.databaseUrl, seeds });
  await app.register(errorsPlugin);
  const secret = await loadJwtSecret(options.dataDir, accounts.jwtSecret);
  await app.register(authPlugin, {
    accessTokens: createAccessTokens({ secret, ttlMinutes: accounts.accessTokenMinutes }),
  });
  await app.register(mailPlugin, { smtpUrl: accounts.smtpUrl, from: accounts.mailFrom });

  await app.register(
    async (api) => {
      await api.register(healthModule);
      await api.register(enumerationsModule);
      await api.register(clientErrorsModule);
      await api.register(accountModule, { config: accounts, hasher });
      await api.register(usersModule, { hasher });
      await api.register(rolesModule);
      await api.register(outboxModule);
    },
    { prefix: '/api' },
  );

  if (options.site) await app.register(sitePlugin, options.site);
  else app.setNotFoundHandler(replyNotFound);

  return app;
}
