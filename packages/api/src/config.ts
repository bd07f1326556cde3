import path from 'node:path';
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

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute folder for everything the server stores on disk (PGlite lives in `db/`). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl?: string;
  logLevel: LogLevel;
}

/** Reads and validates the server's environment; throws one error listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most shells' .env habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const { PORT, HOST, DATA_DIR, DATABASE_URL, LOG_LEVEL } = result.output;
  return {
    port: PORT,
    host: HOST,
    dataDir: path.resolve(cwd, DATA_DIR),
    ...(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {}),
    logLevel: LOG_LEVEL,
  };
}
