import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  loadAccountsConfig,
  loadChurchTimeZone,
  loadFilesConfig,
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
import { loggerOptions, OneLinePerRequest } from './lib/logger';
import { createPasswordHasher } from './lib/password';
import { accountModule } from './modules/account';
import { activitiesModule } from './modules/activities';
import { auditContextPlugin, auditModule } from './modules/audit';
import { calendarModule } from './modules/calendar';
import { churchSettingsModule, demoChurchSettingsSeed } from './modules/church-settings';
import { clientErrorsModule } from './modules/client-errors';
import { commentsModule, demoCommentsSeed } from './modules/comments';
import { enumerationsModule, statesSeed } from './modules/enumerations';
import { createDemoEventsSeed, demoEventGroupsSeed, eventsModule } from './modules/events';
import { createFileStorage, filesModule, type FileStorage } from './modules/files';
import { givingTypesModule, givingTypesSeed } from './modules/giving-types';
import { givingsModule } from './modules/givings';
import { demoGroupsSeed, groupsModule } from './modules/groups';
import { healthModule } from './modules/health';
import { mailPlugin, outboxModule } from './modules/mail';
import { paymentMethodsModule } from './modules/payment-methods';
import { paymentsModule, type PaymentsModuleOptions } from './modules/payments';
import { createDemoPostsSeed, postsModule } from './modules/posts';
import { livePlugin } from './modules/live';
import { demoPrayerRequestsSeed, prayerRequestsModule } from './modules/prayer-requests';
import { demoGivingsSeed, recurringGivingsModule } from './modules/recurring-givings';
import { reportsModule } from './modules/reports';
import { rolesModule, rolesSeed } from './modules/roles';
import { songsModule } from './modules/songs';
import {
  demoServicePlansSeed,
  planAttachmentsRoutes,
  planPrintRoutes,
  serviceTypesModule,
} from './modules/service-types';
import {
  createSessionActivity,
  createSessionGuard,
  createSessionLoader,
  createSessionsRepository,
  sessionsModule,
} from './modules/sessions';
import { twoFactorPlugin, twoFactorResetModule } from './modules/two-factor';
import { statisticsModule } from './modules/statistics';
import { createDemoUsersSeed, usersModule } from './modules/users';
import { createDemoVideosSeed, videosModule } from './modules/videos';
import { expiredLimitsSweep, writeThrottlePlugin, writeThrottles, type WriteThrottle } from './modules/throttles';
import { authPlugin } from './plugins/auth';
import { backgroundPlugin } from './plugins/background';
import { dbPlugin } from './plugins/db';
import { errorsPlugin, replyNotFound } from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { helmetPlugin } from './plugins/helmet';
import { inputGuardPlugin } from './plugins/input-guard';
import { readCachePlugin } from './plugins/read-cache';
import { routeAccessPlugin } from './plugins/route-access';
import { declaredAnswersPlugin } from './plugins/declared-answers';
import { sitePlugin, type SiteOptions } from './plugins/site';
import { swaggerPlugin } from './plugins/swagger';

export interface BuildAppOptions extends Pick<Config, 'dataDir' | 'databaseUrl'> {
  logLevel?: Config['logLevel'];
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
}

/** Builds the configured app, not listening yet; the database opens on `ready()`/`listen()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(options.logLevel ?? 'info'),
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    // Limits per client address count the proxy's address unless the proxy is trusted.
    trustProxy: options.trustProxy ?? loadTrustProxy() ?? false,
    bodyLimit: 1024 * 1024,
    // The first start migrates and seeds (demo users are hashed at full cost), which can take
    // longer than Fastify's 10 s plugin default on a busy 2-core machine.
    pluginTimeout: 120_000,
    // What Fastify or Node answers before any route runs keeps the `{ errors }` shape too.
    frameworkErrors,
    clientErrorHandler,
  });

  // Validation is valibot's job (src/lib/route.ts), so its messages reach the client; the JSON
  // Schemas on routes are for the docs only and must not be enforced by ajv first.
  app.setValidatorCompiler(() => () => true);

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
  const hasher = createPasswordHasher(accounts.passwordHashCost, accounts.passwordHashConcurrency);
  const files = options.files ?? loadFilesConfig();
  const storage = options.storage ?? (await createFileStorage(files, options.dataDir));
  const payments = options.payments ?? loadPaymentsConfig();
  const dashboard = { timeZone: options.timeZone ?? loadChurchTimeZone(), now: options.now };
  // Demo data, in order. Each runs once per database (see src/db/seed.ts).
  const seeds = [
    statesSeed,
    rolesSeed,
    demoChurchSettingsSeed,
    createDemoUsersSeed(hasher),
    createDemoVideosSeed(storage),
    createDemoPostsSeed(storage),
    createDemoEventsSeed(undefined, dashboard.timeZone),
    demoGroupsSeed,
    demoEventGroupsSeed,
    demoCommentsSeed,
    demoPrayerRequestsSeed,
    givingTypesSeed,
    demoServicePlansSeed,
    // Demo gifts are sandbox payments: Stripe would know none of their ids.
    ...(payments.stripe ? [] : [demoGivingsSeed]),
  ];

  await app.register(dbPlugin, { dataDir: options.dataDir, databaseUrl: options.databaseUrl, seeds });
  await app.register(backgroundPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(writeThrottlePlugin, { throttles: options.writeThrottles ?? writeThrottles(accounts.limits) });
  await app.register(expiredLimitsSweep);
  const secret = await loadJwtSecret(options.dataDir, accounts.jwtSecret);
  await app.register(authPlugin, {
    accessTokens: createAccessTokens({ secret, ttlMinutes: accounts.accessTokenMinutes }),
    sessionGuard: createSessionGuard({ load: createSessionLoader(app.database.db) }),
    sessionActivity: createSessionActivity({ sessions: createSessionsRepository(app.database.db) }),
  });
  // Who is asking and from where, for the audit log's records (modules/audit).
  await app.register(auditContextPlugin);
  // Decorates app.twoFactor: the second step the account module asks at sign-in.
  await app.register(twoFactorPlugin, { secret, publicUrl: accounts.publicUrl, mailFrom: accounts.mailFrom });
  await app.register(mailPlugin, { smtpUrl: accounts.smtpUrl, from: accounts.mailFrom });
  // Decorates app.live: server-sent events, across processes on PostgreSQL.
  await app.register(livePlugin, { databaseUrl: options.databaseUrl, heartbeatMs: options.liveHeartbeatMs });
  // Decorates app.readCache: public reads answered from memory until a write to their tables.
  await app.register(readCachePlugin);
  // Decorates app.payments for the giving modules; its own routes sit under /api.
  await app.register(paymentsModule, payments);

  await app.register(
    async (api) => {
      await api.register(healthModule);
      await api.register(enumerationsModule);
      await api.register(clientErrorsModule);
      await api.register(accountModule, { config: accounts, hasher, secret });
      await api.register(sessionsModule);
      await api.register(usersModule, { hasher });
      await api.register(rolesModule);
      await api.register(churchSettingsModule);
      await api.register(auditModule);
      await api.register(twoFactorResetModule);
      await api.register(outboxModule);
      await api.register(filesModule, { storage, limits: files });
      await api.register(videosModule, { storage });
      await api.register(commentsModule);
      await api.register(postsModule, { storage });
      await api.register(prayerRequestsModule, { publicUrl: accounts.publicUrl });
      await api.register(groupsModule);
      await api.register(eventsModule, { timeZone: dashboard.timeZone });
      await api.register(serviceTypesModule, { storage });
      await api.register(planAttachmentsRoutes, { storage });
      await api.register(planPrintRoutes, dashboard);
      await api.register(calendarModule, {
        timeZone: dashboard.timeZone,
        publicUrl: accounts.publicUrl,
        now: options.now,
      });
      await api.register(givingTypesModule);
      await api.register(givingsModule, { timeZone: dashboard.timeZone });
      await api.register(recurringGivingsModule);
      await api.register(paymentMethodsModule);
      await api.register(statisticsModule, dashboard);
      await api.register(activitiesModule, dashboard);
      await api.register(songsModule, options.songs ?? loadSongsConfig());
      await api.register(reportsModule, { timeZone: dashboard.timeZone, publicUrl: accounts.publicUrl });
    },
    { prefix: '/api' },
  );

  if (options.site)
    await app.register(sitePlugin, { timeZone: dashboard.timeZone, publicUrl: accounts.publicUrl, ...options.site });
  else app.setNotFoundHandler(replyNotFound);

  return app;
}
