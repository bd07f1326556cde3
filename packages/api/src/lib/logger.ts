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

/** An event stream's access token rides in its URL (EventSource sends no headers): not logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]accessToken=)[^&#]*/g, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's pino: one JSON object per line, with the request id on every request's lines. */
export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      // Fastify's own request fields, with the URL's secrets taken out.
      req: (request: LoggedRequest) => ({
        method: request.method,
        // Whatever else a caller logs as `req` may have no URL.
        url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
