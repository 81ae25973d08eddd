import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { levelEnabled } from './logging';
import { loggedUrl } from './logging-scrub';

/**
 * The request line as the one log line per request shows it: the path (e-mail addresses replaced)
 * and the names of the query parameters, without their values (they can be e-mail addresses, keys
 * or tokens), cut when very long.
 */
export const urlWithoutQueryValues = loggedUrl;

/**
 * Fastify's request log lines, one per request instead of two ('incoming request' and 'request
 * completed'): when the response has been sent, at info level, the method, the URL without query
 * values, the status and the milliseconds. Fastify's other internal lines are unchanged.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    // On the app's logger with the request id in the line: no per-request child logger is made for it.
    const log = request.server.log;
    if (!levelEnabled(log, error ? 'error' : 'info')) return;
    const line = {
      [this.requestIdLogLabel]: request.id,
      method: request.method,
      url: urlWithoutQueryValues(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) log.error({ ...line, err: error }, 'request errored');
    else log.info(line, 'request completed');
  }
}
