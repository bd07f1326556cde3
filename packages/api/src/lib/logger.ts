import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';
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

/**
 * An event stream's access token rides in its URL (EventSource sends no headers): not logged.
 * Nor is an e-mail address (`resend-confirm-email?email=`, a member search): any `email`
 * value, and any value with an @ in it, plain or encoded.
 */
export function redactUrl(url: string): string {
  // Only a query holds a value: most URLs are passed as they are, without the two searches.
  if (!url.includes('?')) return url;
  return url
    .replace(/([?&](?:accessToken|email)=)[^&#]*/gi, '$1[redacted]')
    .replace(/([?&][^=&#]*=)[^&#]*(?:@|%40)[^&#]*/gi, '$1[redacted]');
}

/**
 * Each app's logger for the request lines: the same stream and level, without the redaction
 * walk, as these lines are built from fields that never hold a secret (the URL's token is
 * taken out first). The walk was a tenth of what a cached read costs.
 */
const requestLogs = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();
function requestLogOf(appLog: FastifyBaseLogger): FastifyBaseLogger {
  let log = requestLogs.get(appLog);
  if (!log) {
    log = appLog.child({}, { redact: { paths: [] } });
    requestLogs.set(appLog, log);
  }
  return log;
}

/**
 * One flat line per answered request, with what Fastify's 'incoming request' and 'request
 * completed' lines said between them. A request that fails is still logged by the error
 * handler as it happens, with the redaction. Two nested lines were a fifth of what a cached
 * read costs (decision 0044).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      reqId: request.id,
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      remoteAddress: request.ip,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else requestLogOf(request.server.log).info(line, 'request completed');
  }
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's pino: one JSON object per line, with the request id on every request's lines. */
export function loggerOptions(level: LogLevel): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
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

/** How long a log line may wait in the buffer: an operator tailing the log sees it within this. */
const LOG_FLUSH_MS = 1000;
/** pino's lines start `{"level":NN`: the first digit of a warning's level (40) or above. */
const LEVEL_DIGIT_AT = '{"level":'.length;
const WARN_DIGIT = '4'.charCodeAt(0);

/**
 * The server's log: stdout, written in batches of at least 32 KB (about 130 request lines) or
 * every second, whichever comes first, instead of one system call per line (the request line's
 * write was the largest part of what logging costs a cached read, decisions 0094 and 0101). The
 * lines are the same and in order. A warning or an error starts a write at once; at exit pino
 * writes what is left, and `flushSync()` on close. A SIGKILL loses at most the last second's
 * request lines.
 */
export function batchedStdout() {
  const destination = pino.destination({
    dest: 1,
    sync: false,
    minLength: 32 * 1024,
    maxWrite: 64 * 1024,
    periodicFlush: LOG_FLUSH_MS,
  });
  return {
    write(line: string) {
      destination.write(line);
      if (line.charCodeAt(LEVEL_DIGIT_AT) >= WARN_DIGIT) destination.flush();
    },
    flushSync: () => destination.flushSync(),
  };
}
