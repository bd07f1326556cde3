import {
  LogController,
  type FastifyBaseLogger,
  type FastifyLogFn,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';
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
const MAY_HOLD_SECRET = /accesstoken=|email=|@|%40/i;
export function redactUrl(url: string): string {
  // Most URLs hold no such value and are passed as they are, after one search instead of two.
  if (!MAY_HOLD_SECRET.test(url)) return url;
  return url
    .replace(/([?&](?:accessToken|email)=)[^&#]*/gi, '$1[redacted]')
    .replace(/([?&][^=&#]*=)[^&#]*(?:@|%40)[^&#]*/gi, '$1[redacted]');
}

interface RequestLineTarget {
  /** The app's pino, whose level decides whether the line is written. */
  log: pino.Logger;
  stream: { write(line: string): unknown };
  /** `{"level":30,"time":` as pino starts an info line. */
  start: string;
  /** pino's bindings of the app's lines (`,"pid":…,"hostname":…`). */
  bindings: string;
}

const requestLineTargets = new WeakMap<FastifyBaseLogger, RequestLineTarget | null>();
/** Where the app's pino writes; null when the app logs nothing (`logger: false`). */
function requestLineTarget(appLog: FastifyBaseLogger): RequestLineTarget | null {
  let target = requestLineTargets.get(appLog);
  if (target === undefined) {
    const log = appLog as unknown as pino.Logger;
    const internals = log as unknown as Record<symbol, unknown>;
    const stream = internals[pino.symbols.streamSym] as RequestLineTarget['stream'] | undefined;
    target = stream
      ? {
          log,
          stream,
          start: `{"level":${log.levels.values.info},"time":`,
          bindings: internals[pino.symbols.chindingsSym] as string,
        }
      : null;
    requestLineTargets.set(appLog, target);
  }
  return target;
}

/**
 * One flat line per answered request, with what Fastify's 'incoming request' and 'request
 * completed' lines said between them (two nested lines were a fifth of what a cached read
 * cost, decision 0044). The line is pino's info line, written to the app's log stream as pino
 * would write it, but from six known fields: pino's general path (its serializers, the
 * redaction walk, the object's keys one by one) was 7% of a cached read (decision 0106).
 * The URL's secrets are taken out first; the other fields never hold one. A request that fails
 * is logged by the error handler through pino, with the redaction.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      request.log.error({ ...requestFields(request, reply), err: error }, 'request errored');
      return;
    }
    const target = requestLineTarget(request.server.log);
    if (!target?.log.isLevelEnabled('info')) return;
    const { stream, start, bindings } = target;
    const { reqId, method, url, statusCode, responseTime, remoteAddress } = requestFields(request, reply);
    const json = JSON.stringify;
    stream.write(
      `${start}${Date.now()}${bindings},"reqId":${json(reqId)},"method":${json(method)},"url":${json(url)}` +
        `,"statusCode":${statusCode},"responseTime":${responseTime}` +
        `${remoteAddress === undefined ? '' : `,"remoteAddress":${json(remoteAddress)}`},"msg":"request completed"}\n`,
    );
  }
}

function requestFields(request: FastifyRequest, reply: FastifyReply) {
  return {
    reqId: request.id,
    method: request.method,
    url: redactUrl(request.url),
    statusCode: reply.statusCode,
    responseTime: Math.round(reply.elapsedTime * 100) / 100,
    remoteAddress: request.ip as string | undefined,
  };
}

const LOG_METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A request's logger (`request.log`), made into pino's child with the request id only when the
 * request first logs through it. Most requests never do: their one line is written through the
 * app's logger (OneLinePerRequest), and making the child (its bindings serialized, its methods
 * set up) on every request was a few per cent of a cached read (decision 0106).
 */
class RequestLogger implements FastifyBaseLogger {
  declare fatal: FastifyLogFn;
  declare error: FastifyLogFn;
  declare warn: FastifyLogFn;
  declare info: FastifyLogFn;
  declare debug: FastifyLogFn;
  declare trace: FastifyLogFn;
  declare silent: FastifyLogFn;
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made().level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}
for (const method of LOG_METHODS) {
  RequestLogger.prototype[method] = function (this: RequestLogger, ...args: Parameters<FastifyLogFn>) {
    this.made()[method](...args);
  } as FastifyLogFn;
}

/** Fastify's `childLoggerFactory`: each request's logger is made when it is first used. */
export const lazyRequestLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new RequestLogger(logger, bindings, options);

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
/** About 130 request lines. */
const LOG_BATCH_CHARACTERS = 32 * 1024;
/** pino's lines start `{"level":NN`: the first digit of a warning's level (40) or above. */
const LEVEL_DIGIT_AT = '{"level":'.length;
const WARN_DIGIT = '4'.charCodeAt(0);

/**
 * The server's log: stdout, written in batches of about 32 KB or every second, whichever comes
 * first, instead of one system call per line (the request line's write was the largest part of
 * what logging cost a cached read, decisions 0094 and 0101). The lines are the same and in
 * order. A warning or an error starts a write at once; `flushSync()` on close and at exit writes
 * what is left. A SIGKILL loses at most the last second's request lines.
 *
 * The lines wait here as they are and are joined once per batch, which pino's asynchronous
 * destination then writes. That destination's own buffer, given the lines one by one, measured
 * the batch's whole UTF-8 length again on every line: up to 32 KB of work per 200-byte line,
 * nearly a tenth of a cached read (decision 0106).
 */
export function batchedStdout() {
  const destination = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' });
  // In buffer mode SonicBoom's write takes bytes; its types only know text.
  const writeBytes = destination.write.bind(destination) as unknown as (bytes: Buffer) => boolean;
  let lines: string[] = [];
  let characters = 0;
  const handOver = () => {
    if (lines.length === 0) return;
    writeBytes(Buffer.from(lines.join('')));
    lines = [];
    characters = 0;
  };
  setInterval(handOver, LOG_FLUSH_MS).unref();
  const flushSync = () => {
    handOver();
    destination.flushSync();
  };
  process.once('exit', flushSync);
  return {
    write(line: string) {
      lines.push(line);
      characters += line.length;
      if (characters >= LOG_BATCH_CHARACTERS || line.charCodeAt(LEVEL_DIGIT_AT) >= WARN_DIGIT) handOver();
    },
    flushSync,
  };
}
