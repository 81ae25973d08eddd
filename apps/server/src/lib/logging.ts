import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { safeDatabaseError } from './db-error';
import { loggedUrl, scrubbingStream } from './logging-scrub';

/** Log keys whose values are secrets, wherever they appear in a logged object (one level deep). */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'adminPassword',
  'token',
  'id_token',
  'idToken',
  'accessToken',
  'access_token',
  'refreshToken',
  'secret',
  'jwtSecret',
  'clientSecret',
  'accessSecret',
  'apiKey',
  'key',
  'resetKey',
  'activationKey',
  'authorization',
  'cookie',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  // Values of a failed query and the row a constraint error quotes (also stripped by the err serializer).
  'err.params',
  'err.detail',
  'err.where',
  'err.parameters',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
];

/** The request line as logged: no query values, no e-mail addresses, very long URLs cut. */
export { loggedUrl } from './logging-scrub';

/**
 * Errors as logged: a database error keeps its code, severity, routine and SQL text but loses the
 * query parameters and `detail` (user-supplied values); any other error is pino's usual shape.
 */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function serializeError(error: Error): SerializedError {
  return (safeDatabaseError(error) as SerializedError | undefined) ?? pino.stdSerializers.err(error);
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The app's logger options: the configured level, secrets redacted, database errors without their
 * values, and every line scrubbed of e-mail addresses and query values (logging-scrub.ts) on its
 * way to the stream. `override` (tests: a level and a stream to read the log from; false: no log)
 * is merged over them, so redaction and scrubbing apply to any stream.
 */
export function loggerOptions(level: string, override?: LoggerOption): LoggerOption {
  if (override === false) return false;
  const overrides =
    typeof override === 'object' ? (override as { stream?: { write(line: string): unknown } }) : {};
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest as never },
    ...overrides,
    stream: scrubbingStream(overrides.stream ?? pino.destination({ dest: 1, sync: true })),
  };
}

type LevelMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Whether a line at `level` would be written (a logger without levels, Fastify's silent one, writes nothing it is asked not to). */
export function levelEnabled(logger: FastifyBaseLogger, level: LevelMethod): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return typeof check === 'function' ? check.call(logger, level) : true;
}

/**
 * A request's logger that becomes a pino child (with the request id bound) only when something logs
 * through it: most requests log nothing but the request line, which lib/request-log.ts writes on
 * the app's logger with the id in the line, so they allocate no child (docs/decisions/026).
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: object,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: LevelMethod, args: unknown[]): void {
    if (!levelEnabled(this.parent, level)) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
  isLevelEnabled(level: LevelMethod): boolean {
    return levelEnabled(this.parent, level);
  }
}

/** Fastify's childLoggerFactory: each request's logger, created lazily (see LazyRequestLogger). */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: object,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
