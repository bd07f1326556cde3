import path from 'node:path';
import { defaultChurchTimeZone, site } from '@church/contracts';
import * as v from 'valibot';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Env values are strings; each field turns its string into the typed value or says why not.
const EnvSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a whole number'),
      v.transform(Number),
      v.maxValue(65535, 'PORT must be at most 65535'),
    ),
    '3000',
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('DATA_DIR must not be empty')), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')),
  ),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
});

function wholeNumberText(name: string, min: number, max: number) {
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
}

function wholeNumber(name: string, fallback: number, min: number, max: number) {
  return v.optional(wholeNumberText(name, min, max), String(fallback));
}

const AccountsEnvSchema = v.object({
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('PUBLIC_URL must be a URL'),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
    'http://localhost:3000',
  ),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must have at least 32 characters'))),
  ACCESS_TOKEN_MINUTES: wholeNumber('ACCESS_TOKEN_MINUTES', 15, 1, 24 * 60),
  REFRESH_TOKEN_DAYS: wholeNumber('REFRESH_TOKEN_DAYS', 30, 1, 365),
  PASSWORD_HASH_COST: wholeNumber('PASSWORD_HASH_COST', 17, 10, 20),
  PASSWORD_HASH_CONCURRENCY: wholeNumber('PASSWORD_HASH_CONCURRENCY', 2, 1, 64),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty()), `"${site.name}" <${site.email}>`),
  LOGIN_MAX_FAILURES_PER_PAIR: wholeNumber('LOGIN_MAX_FAILURES_PER_PAIR', 10, 1, 1000),
  LOGIN_MAX_FAILURES_PER_EMAIL: wholeNumber('LOGIN_MAX_FAILURES_PER_EMAIL', 10, 1, 1000),
  LOGIN_PACE_SECONDS: wholeNumber('LOGIN_PACE_SECONDS', 5, 1, 600),
  // Only failures count: a whole church signing in on Sunday's Wi-Fi mistypes far fewer.
  LOGIN_MAX_FAILURES_PER_IP: wholeNumber('LOGIN_MAX_FAILURES_PER_IP', 500, 1, 100_000),
  LOGIN_WINDOW_MINUTES: wholeNumber('LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60),
  FORGOT_MAX_PER_EMAIL: wholeNumber('FORGOT_MAX_PER_EMAIL', 5, 1, 1000),
  FORGOT_WINDOW_MINUTES: wholeNumber('FORGOT_WINDOW_MINUTES', 30, 1, 24 * 60),
  // A sign-up drive on the church's Wi-Fi stays well under it; a script probing addresses does not.
  REGISTER_MAX_PER_IP: wholeNumber('REGISTER_MAX_PER_IP', 30, 1, 100_000),
  REGISTER_WINDOW_MINUTES: wholeNumber('REGISTER_WINDOW_MINUTES', 15, 1, 24 * 60),
});

const FilesEnvSchema = v.object({
  FILE_MAX_MB: wholeNumber('FILE_MAX_MB', 200, 1, 10_000),
  IMAGE_MAX_MB: wholeNumber('IMAGE_MAX_MB', 20, 1, 10_000),
  MEMBER_PICTURE_MAX_MB: wholeNumber('MEMBER_PICTURE_MAX_MB', 5, 1, 10_000),
  UPLOAD_GRACE_HOURS: wholeNumber('UPLOAD_GRACE_HOURS', 24, 1, 24 * 365),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.nonEmpty())),
  S3_REGION: v.optional(v.pipe(v.string(), v.nonEmpty()), 'us-east-1'),
  S3_ENDPOINT: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, 'S3_ENDPOINT must start with http:// or https://')),
  ),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.nonEmpty())),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false'], 'S3_FORCE_PATH_STYLE must be true or false')),
});

const PaymentsEnvSchema = v.object({
  PAYMENTS_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.nonEmpty())),
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(sk|rk)_(test|live)_\S+$/,
        'STRIPE_SECRET_KEY must start with sk_test_ or sk_live_ (rk_ for a restricted key)',
      ),
    ),
  ),
  STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^pk_(test|live)_\S+$/, 'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_')),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')),
  ),
});

/** An S3 bucket (AWS or an S3-compatible service such as MinIO) for uploads. */
export interface S3Config {
  /** S3_BUCKET; setting it is what chooses this storage over the disk. */
  bucket: string;
  /** S3_REGION, us-east-1 by default. */
  region: string;
  /** S3_ENDPOINT: an S3-compatible service; AWS itself when unset. */
  endpoint?: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; the SDK's default credential chain when unset. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` URLs; true by default when an endpoint is set. */
  forcePathStyle: boolean;
}

/** Uploads: size limits by kind of content (the type is read from the bytes), and where they live. */
export interface FilesConfig {
  /** Videos (mp4, webm): FILE_MAX_MB. */
  videoMaxBytes: number;
  /** Pictures, documents and MP3s from holders of an allowed action (and admins): IMAGE_MAX_MB. */
  imageMaxBytes: number;
  /** Pictures from members without any allowed action: MEMBER_PICTURE_MAX_MB. */
  memberPictureMaxBytes: number;
  /** An upload no row refers to is deleted after this long: UPLOAD_GRACE_HOURS. */
  uploadGraceMs: number;
  /** When set (S3_BUCKET), files live in this bucket instead of DATA_DIR/files. */
  s3?: S3Config;
}

/** Stripe's keys: all three set choose the Stripe gateway (decision 0031). */
export interface StripeKeys {
  /** STRIPE_SECRET_KEY: sk_test_/sk_live_ (or a restricted rk_ key). */
  secretKey: string;
  /** STRIPE_PUBLISHABLE_KEY: pk_test_/pk_live_, for the browser's card field. */
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET: whsec_..., the signing secret of our webhook endpoint at Stripe. */
  webhookSecret: string;
}

/** The payment gateway: Stripe when its keys are set, else the offline sandbox. */
export interface PaymentsConfig {
  /** PAYMENTS_WEBHOOK_SECRET: the sandbox signs its events with it; unset: random per process. */
  webhookSecret?: string;
  stripe?: StripeKeys;
}

/** Sign-in, tokens, e-mail and their limits. */
export interface AccountsConfig {
  /** Where the site is reached; e-mail links start with it. */
  publicUrl: string;
  /** Signs access tokens; when unset, a secret kept in DATA_DIR/jwt-secret. */
  jwtSecret?: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
  /** log2 of scrypt's N; 17 (OWASP) unless a test asks for less. */
  passwordHashCost: number;
  /** scrypt runs at once, at most; the others wait (PASSWORD_HASH_CONCURRENCY). */
  passwordHashConcurrency: number;
  /** When set, mail goes out over SMTP; otherwise into the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  limits: {
    /** Failed sign-ins for one e-mail from one address in a window; then that pair waits for the window. */
    loginMaxFailuresPerPair: number;
    /** Failed sign-ins for one e-mail from anywhere in a window; then attempts on it are paced. */
    loginMaxFailuresPerEmail: number;
    /** A paced e-mail takes one sign-in attempt per this many seconds, from any address. */
    loginPaceSeconds: number;
    /** Failed sign-ins from one address in a window, whatever the e-mail; then 429 for it. */
    loginMaxFailuresPerIp: number;
    loginWindowMinutes: number;
    forgotMaxPerEmail: number;
    forgotWindowMinutes: number;
    registerMaxPerIp: number;
    registerWindowMinutes: number;
  };
}

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute folder for everything the server stores on disk (PGlite lives in `db/`). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl?: string;
  logLevel: LogLevel;
  accounts: AccountsConfig;
  files: FilesConfig;
  payments: PaymentsConfig;
  /** CHURCH_TIME_ZONE, an IANA name ('America/Chicago' unless set). */
  timeZone: string;
  songs: SongsConfig;
}

function invalid(issues: v.BaseIssue<unknown>[]): Error {
  const lines = issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`);
  return new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
}

// An empty variable (`DATABASE_URL=`) means "not set", as in most shells' .env habits.
function presentValues(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
}

/** The accounts part of the environment alone (buildApp falls back to it). */
export function loadAccountsConfig(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  const result = v.safeParse(AccountsEnvSchema, presentValues(env));
  if (!result.success) throw invalid(result.issues);
  const e = result.output;
  return {
    publicUrl: e.PUBLIC_URL,
    ...(e.JWT_SECRET ? { jwtSecret: e.JWT_SECRET } : {}),
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    passwordHashCost: e.PASSWORD_HASH_COST,
    passwordHashConcurrency: e.PASSWORD_HASH_CONCURRENCY,
    ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
    mailFrom: e.MAIL_FROM,
    limits: {
      loginMaxFailuresPerPair: e.LOGIN_MAX_FAILURES_PER_PAIR,
      loginMaxFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      loginPaceSeconds: e.LOGIN_PACE_SECONDS,
      loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
      forgotMaxPerEmail: e.FORGOT_MAX_PER_EMAIL,
      forgotWindowMinutes: e.FORGOT_WINDOW_MINUTES,
      registerMaxPerIp: e.REGISTER_MAX_PER_IP,
      registerWindowMinutes: e.REGISTER_WINDOW_MINUTES,
    },
  };
}

/** The upload limits from the environment (buildApp falls back to it). */
export function loadFilesConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  const result = v.safeParse(FilesEnvSchema, presentValues(env));
  if (!result.success) throw invalid(result.issues);
  const e = result.output;
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const megabyte = 1024 * 1024;
  const s3: S3Config | undefined = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
        ...(e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID } : {}),
        ...(e.S3_SECRET_ACCESS_KEY ? { secretAccessKey: e.S3_SECRET_ACCESS_KEY } : {}),
        forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
      }
    : undefined;
  return {
    videoMaxBytes: e.FILE_MAX_MB * megabyte,
    imageMaxBytes: e.IMAGE_MAX_MB * megabyte,
    memberPictureMaxBytes: e.MEMBER_PICTURE_MAX_MB * megabyte,
    uploadGraceMs: e.UPLOAD_GRACE_HOURS * 60 * 60 * 1000,
    ...(s3 ? { s3 } : {}),
  };
}

/**
 * The payment gateway from the environment (buildApp falls back to it). The three STRIPE_
 * variables go together: a partial set fails at start rather than quietly running the sandbox.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const result = v.safeParse(PaymentsEnvSchema, presentValues(env));
  if (!result.success) throw invalid(result.issues);
  const e = result.output;
  const sandbox: PaymentsConfig = e.PAYMENTS_WEBHOOK_SECRET ? { webhookSecret: e.PAYMENTS_WEBHOOK_SECRET } : {};
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  } = e;
  if (!secretKey && !publishableKey && !webhookSecret) return sandbox;
  if (!secretKey || !publishableKey || !webhookSecret) {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
      (name) => !e[name],
    );
    throw new Error(
      'Invalid environment:\n  Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET ' +
        `together; missing ${missing.join(', ')} (unset all three for the offline sandbox)`,
    );
  }
  if (secretKey.includes('_live_') !== publishableKey.includes('_live_')) {
    throw new Error(
      'Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys',
    );
  }
  return { ...sandbox, stripe: { secretKey, publishableKey, webhookSecret } };
}

const SongsEnvSchema = v.object({
  SONG_API_KEY: v.optional(v.pipe(v.string(), v.nonEmpty())),
  SONG_API_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/\S+$/, 'SONG_API_URL must start with http:// or https://'),
      // A base URL: the method names are resolved against it.
      v.transform((url) => (url.endsWith('/') ? url : `${url}/`)),
    ),
    'https://api.musixmatch.com/ws/1.1/',
  ),
});

/** The song provider: the real song service when SONG_API_KEY is set, else the embedded hymns (decision 0040). */
export interface SongsConfig {
  service?: { apiKey: string; baseUrl: string };
}

/** The songs part of the environment (buildApp falls back to it). */
export function loadSongsConfig(env: NodeJS.ProcessEnv = process.env): SongsConfig {
  const result = v.safeParse(SongsEnvSchema, presentValues(env));
  if (!result.success) throw invalid(result.issues);
  const { SONG_API_KEY: apiKey, SONG_API_URL: baseUrl } = result.output;
  return apiKey ? { service: { apiKey, baseUrl } } : {};
}

const ChurchEnvSchema = v.object({
  CHURCH_TIME_ZONE: v.optional(
    v.pipe(v.string(), v.check(isTimeZone, 'CHURCH_TIME_ZONE must be an IANA time zone such as America/Chicago')),
    // The church is in Kansas (site footer): Central Time.
    defaultChurchTimeZone,
  ),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * CHURCH_TIME_ZONE: the zone the church keeps its calendar in. The dashboard's statistics count
 * a gift or a new member on the day it happened there, whatever zone the server runs in.
 */
export function loadChurchTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const result = v.safeParse(ChurchEnvSchema, presentValues(env));
  if (!result.success) throw invalid(result.issues);
  return result.output.CHURCH_TIME_ZONE;
}

/** Fastify's `trustProxy`: proxy addresses and ranges, or which hops to trust. */
export type TrustProxy = string | ((address: string, hop: number) => boolean);

const ProxyEnvSchema = v.object({
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(\d{1,2}|[\d.:a-fA-F/]+(,\s*[\d.:a-fA-F/]+)*)$/,
        'TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses',
      ),
    ),
  ),
});

/**
 * TRUST_PROXY: which reverse proxies may name the client in X-Forwarded-For, as Fastify's
 * `trustProxy` takes it (a hop count, or addresses and CIDR ranges). Unset: none, and the client
 * is the socket's peer. Per-address limits need the real client address behind a proxy.
 */
export function loadTrustProxy(env: NodeJS.ProcessEnv = process.env): TrustProxy | undefined {
  const result = v.safeParse(ProxyEnvSchema, presentValues(env));
  if (!result.success) throw invalid(result.issues);
  const value = result.output.TRUST_PROXY;
  if (value === undefined || !/^\d+$/.test(value)) return value;
  const hops = Number(value);
  // Address 0 is the socket's peer, 1 the one it forwarded for, and so on.
  return (_address, hop) => hop < hops;
}

/** What of the job queue's timing the environment replaces (the tests' knobs in src/plugins/jobs.ts). */
export interface JobsTiming {
  expireInSeconds?: number;
  retryDelaySeconds?: number;
  maintenanceIntervalSeconds?: number;
}

const JobsEnvSchema = v.object({
  JOB_EXPIRE_SECONDS: v.optional(wholeNumberText('JOB_EXPIRE_SECONDS', 1, 24 * 60 * 60)),
  JOB_RETRY_DELAY_SECONDS: v.optional(wholeNumberText('JOB_RETRY_DELAY_SECONDS', 1, 24 * 60 * 60)),
  JOB_MAINTENANCE_SECONDS: v.optional(wholeNumberText('JOB_MAINTENANCE_SECONDS', 1, 60 * 60)),
});

/**
 * The job queue's timing, for tests of real server processes (the cluster test): a job held by a
 * killed replica is taken over once it expires, which each kind sets in minutes. Unset: each
 * kind's own expiry and retry delay, and a look for expired jobs every minute.
 */
export function loadJobsTiming(env: NodeJS.ProcessEnv = process.env): JobsTiming {
  const result = v.safeParse(JobsEnvSchema, presentValues(env));
  if (!result.success) throw invalid(result.issues);
  const { JOB_EXPIRE_SECONDS, JOB_RETRY_DELAY_SECONDS, JOB_MAINTENANCE_SECONDS } = result.output;
  return {
    ...(JOB_EXPIRE_SECONDS === undefined ? {} : { expireInSeconds: JOB_EXPIRE_SECONDS }),
    ...(JOB_RETRY_DELAY_SECONDS === undefined ? {} : { retryDelaySeconds: JOB_RETRY_DELAY_SECONDS }),
    ...(JOB_MAINTENANCE_SECONDS === undefined ? {} : { maintenanceIntervalSeconds: JOB_MAINTENANCE_SECONDS }),
  };
}

/** Reads and validates the server's environment; throws one error listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const result = v.safeParse(EnvSchema, presentValues(env));
  if (!result.success) throw invalid(result.issues);
  const { PORT, HOST, DATA_DIR, DATABASE_URL, LOG_LEVEL } = result.output;
  return {
    port: PORT,
    host: HOST,
    dataDir: path.resolve(cwd, DATA_DIR),
    ...(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {}),
    logLevel: LOG_LEVEL,
    accounts: loadAccountsConfig(env),
    files: loadFilesConfig(env),
    payments: loadPaymentsConfig(env),
    timeZone: loadChurchTimeZone(env),
    songs: loadSongsConfig(env),
  };
}
