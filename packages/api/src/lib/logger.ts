import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

// Credentials must never reach the log, whoever logs a request, a reply or a payload later.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'confirmPassword',
  'oldPassword',
  '*.password',
  '*.confirmPassword',
  '*.oldPassword',
  '*.accessToken',
  '*.refreshToken',
];

/** Fastify's pino: one JSON object per line, with the request id on every request's lines. */
export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT, censor: '[redacted]' } };
}
