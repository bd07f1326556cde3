import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  loadAccountsConfig,
  loadChurchTimeZone,
  loadFilesConfig,
  loadJobsTiming,
  loadPaymentsConfig,
  loadSongsConfig,
  loadTrustProxy,
  type AccountsConfig,
  type Config,
  type FilesConfig,
  type SongsConfig,
  type TrustProxy,
} from './config';
import { createAccessTokens } from './lib/access-tokens';
import { loadJwtSecret } from './lib/jwt-secret';
import { batchedStdout, lazyRequestLogger, loggerOptions, OneLinePerRequest } from './lib/logger';
import { createPasswordHasher } from './lib/password';
import { schemaTables } from './db/schema';
import { apiModules, type ModuleContext } from './modules';
import { createFileStorage, type FileStorage } from './modules/files';
import type { PaymentsModuleOptions } from './modules/payments';
import {
  createSessionActivity,
  createSessionGuard,
  createSessionLoader,
  createSessionsRepository,
} from './modules/sessions';
import type { WriteThrottle } from './modules/throttles';
import { authPlugin } from './plugins/auth';
import { backgroundPlugin } from './plugins/background';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, replyNotFound } from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { helmetPlugin } from './plugins/helmet';
import { inputGuardPlugin } from './plugins/input-guard';
import { jobsPlugin, type JobsOptions } from './plugins/jobs';
import { routeAccessPlugin } from './plugins/route-access';
import { declaredAnswersPlugin } from './plugins/declared-answers';
import { sitePlugin, type SiteOptions } from './plugins/site';
import { swaggerPlugin } from './plugins/swagger';

export interface BuildAppOptions extends Pick<Config, 'dataDir' | 'databaseUrl'> {
  logLevel?: Config['logLevel'];
  /** How long the start (migrations, seed) may take; the bench, on a loaded machine, gives more. */
  startTimeoutMs?: number;
  /** Tests: answer 500 where a route answers what its OpenAPI entry does not declare. */
  checkDeclaredAnswers?: boolean;
  /** Overrides the JSON logger built from logLevel (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Also serve the built shell and the remotes config (production and e2e). */
  site?: SiteOptions;
  /** Sign-in, tokens, e-mail and limits; read from the environment when not given. */
  accounts?: AccountsConfig;
  /** Upload limits; read from the environment when not given. */
  files?: FilesConfig;
  /** Where uploads live; when not given, the S3 bucket of `files.s3`, else `DATA_DIR/files`. */
  storage?: FileStorage;
  /** Payments: Stripe when its keys are set, else the sandbox; read from the environment when not given. */
  payments?: PaymentsModuleOptions;
  /** How often an idle event stream gets a comment line (25 s unless a test wants it sooner). */
  liveHeartbeatMs?: number;
  /** CHURCH_TIME_ZONE: whose days the dashboard counts in; read from the environment when not given. */
  timeZone?: string;
  /** The dashboard's "today" (tests fix it); the clock when not given. */
  now?: () => Date;
  /** Song search: the real song service when its key is set, else the embedded hymns; read from the environment when not given. */
  songs?: SongsConfig;
  /** Limits on writes per person and address; the table in modules/throttles unless a test writes more than people do. */
  writeThrottles?: readonly WriteThrottle[];
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client; read from the environment when not given. */
  trustProxy?: TrustProxy;
  /** The job queue's polling and retry timing; the environment's (JOB_*), else its defaults, unless a test wants retries sooner. */
  jobs?: JobsOptions;
}

/** Builds the configured app, not listening yet; the database opens on `ready()`/`listen()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const logLines = options.logger === undefined ? batchedStdout() : undefined;
  const app = Fastify({
    logger: options.logger ?? { ...loggerOptions(options.logLevel ?? 'info'), stream: logLines },
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyRequestLogger,
    // Limits per client address count the proxy's address unless the proxy is trusted.
    trustProxy: options.trustProxy ?? loadTrustProxy() ?? false,
    bodyLimit: 1024 * 1024,
    // The first start migrates and seeds (demo users are hashed at full cost), which can take
    // longer than Fastify's 10 s plugin default on a busy 2-core machine.
    pluginTimeout: options.startTimeoutMs ?? 120_000,
    // What Fastify or Node answers before any route runs keeps the `{ errors }` shape too.
    frameworkErrors,
    clientErrorHandler,
  });

  // Validation is valibot's job (src/lib/route.ts), so its messages reach the client; the JSON
  // Schemas on routes are for the docs only and must not be enforced by ajv first.
  app.setValidatorCompiler(() => () => true);

  // The last lines of a closing app are written before it has closed (the process may exit next).
  if (logLines)
    app.addHook('onClose', (_instance, done) => {
      logLines.flushSync();
      done();
    });

  // Lets a client (and the logs) tie a failure to its request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  if (options.checkDeclaredAnswers) await app.register(declaredAnswersPlugin);

  // External first, then app-wide, then the domain modules.
  await app.register(helmetPlugin);
  await app.register(compress, { encodings: ['br', 'gzip'] });
  // Before any route: every route declares its access, enforced here (src/lib/permissions.ts).
  await app.register(routeAccessPlugin);
  await app.register(swaggerPlugin);
  const accounts = options.accounts ?? loadAccountsConfig();
  const files = options.files ?? loadFilesConfig();
  const context: ModuleContext = {
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    accounts,
    hasher: createPasswordHasher(accounts.passwordHashCost, accounts.passwordHashConcurrency),
    secret: await loadJwtSecret(options.dataDir, accounts.jwtSecret),
    files,
    tables: schemaTables(),
    storage: options.storage ?? (await createFileStorage(files, options.dataDir)),
    payments: options.payments ?? loadPaymentsConfig(),
    timeZone: options.timeZone ?? loadChurchTimeZone(),
    now: options.now,
    songs: options.songs ?? loadSongsConfig(),
    writeThrottles: options.writeThrottles,
    liveHeartbeatMs: options.liveHeartbeatMs,
  };

  // Demo data, in the modules' order. Each runs once per database (see src/db/seed.ts).
  const seeds = apiModules.flatMap((module) => module.seeds?.(context) ?? []);
  await app.register(dbPlugin, { dataDir: options.dataDir, databaseUrl: options.databaseUrl, seeds });
  await app.register(backgroundPlugin);
  await app.register(jobsPlugin, options.jobs ?? loadJobsTiming());
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin, {
    accessTokens: createAccessTokens({ secret: context.secret, ttlMinutes: accounts.accessTokenMinutes }),
    sessionGuard: createSessionGuard({ load: createSessionLoader(app.database.db) }),
    sessionActivity: createSessionActivity({ sessions: createSessionsRepository(app.database.db) }),
  });
  // The modules' app-wide parts (limits, the audit context, two-step sign-in, mail, live events
  // and the read cache, payments), then every module's routes under /api.
  for (const module of apiModules) if (module.decorate) await module.decorate(app, context);
  await app.register(
    async (api) => {
      for (const module of apiModules) if (module.routes) await module.routes(api, context);
    },
    { prefix: '/api' },
  );

  if (options.site)
    await app.register(sitePlugin, { timeZone: context.timeZone, publicUrl: accounts.publicUrl, ...options.site });
  else app.setNotFoundHandler(replyNotFound);

  return app;
}
