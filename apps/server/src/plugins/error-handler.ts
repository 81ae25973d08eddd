import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { APP_NAME, PROBLEM_BASE_URL, type FieldError, type ProblemBody } from '@app/contracts';
import { AppError } from '../lib/app-error';
import { dataExceptionText, integrityViolation, isDatabaseUnavailable } from '../lib/db-error';
import { reasonPhrase } from '../lib/http-status';

/** Maps a zod issue to the JHipster constraint name the client translates (error.NotNull ...). */
function constraintName(keyword: string, params: Record<string, unknown>): string {
  switch (keyword) {
    case 'invalid_type':
      return params.input === undefined || params.input === null ? 'NotNull' : 'InvalidType';
    case 'too_small':
    case 'too_big':
      return params.origin === 'number' ? (keyword === 'too_small' ? 'Min' : 'Max') : 'Size';
    case 'invalid_format':
      return params.format === 'email' ? 'Email' : 'Pattern';
    case 'invalid_value':
      return 'InvalidValue';
    default:
      return 'Invalid';
  }
}

function problem(request: FastifyRequest, status: number, body: Partial<ProblemBody>): ProblemBody {
  return {
    type: `${PROBLEM_BASE_URL}/problem-with-message`,
    title: reasonPhrase(status),
    status,
    message: `error.http.${status}`,
    path: request.url.split('?')[0],
    ...body,
  };
}

function sendProblem(reply: FastifyReply, body: ProblemBody) {
  return reply.status(body.status).type('application/problem+json').send(body);
}

/**
 * The errors Fastify's router raises before any hook runs (a URL component that is not valid UTF-8,
 * a path parameter over its length), which the error handler never sees: the same problem body.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode === 414 ? 414 : 400;
  return sendProblem(
    reply,
    problem(request, status, {
      detail: status === 414 ? 'A path parameter is too long' : 'The URL is not valid',
    }),
  );
}

/**
 * One error model for every endpoint (docs/product.md#errors): 400 with fieldErrors for bad input, alert
 * errors with errorKey and X-<app>-error headers, problem JSON for 401/403/404/409/429, and 5xx
 * without internals but with the request id.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const objectName =
        (request.routeOptions.config as { objectName?: string })?.objectName ??
        error.validationContext ??
        'request';
      const fieldErrors: FieldError[] = error.validation.map((v) => ({
        objectName,
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
        message: constraintName(v.keyword, v.params as Record<string, unknown>),
      }));
      const detail = error.validation
        .map(
          (v) =>
            `${v.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext}: ${v.message}`,
        )
        .join('; ');
      return sendProblem(
        reply,
        problem(request, 400, {
          type: `${PROBLEM_BASE_URL}/constraint-violation`,
          title: 'Method argument not valid',
          message: 'error.validation',
          detail,
          fieldErrors,
        }),
      );
    }
    if (error instanceof AppError) {
      const { entityName, params, fieldErrors, headers } = error.options;
      if (headers) reply.headers(headers);
      if (error.status === 400 || error.status === 409) {
        reply.header(`X-${APP_NAME}-error`, `error.${error.errorKey}`);
        if (entityName) reply.header(`X-${APP_NAME}-params`, entityName);
      }
      return sendProblem(
        reply,
        problem(request, error.status, {
          title: error.status >= 500 ? reasonPhrase(error.status) : error.message,
          detail: error.message,
          // A missing record is always error.http.404; the specific key stays in errorKey and detail.
          message: error.status === 404 ? 'error.http.404' : `error.${error.errorKey}`,
          errorKey: error.errorKey,
          entityName,
          params: entityName,
          ...(params ? { params: JSON.stringify(params) } : {}),
          fieldErrors,
        }),
      );
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large ...
      return sendProblem(reply, problem(request, status, { detail: error.message }));
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing is remembered: the next request tries the database again (the pool reconnects).
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendProblem(
        reply,
        problem(request, 503, {
          message: 'error.dbunavailable',
          detail: `The database is not available right now; please try again shortly (request ${request.id})`,
          requestId: String(request.id),
        }),
      );
    }
    const dataError = dataExceptionText(error);
    if (dataError) {
      // Last line of defence: input the validation let through and PostgreSQL refused. The log
      // names the SQLSTATE and routine (no values) so the missing check can be added.
      request.log.warn({ err: error }, 'database refused a value');
      reply.header(`X-${APP_NAME}-error`, 'error.validation');
      return sendProblem(
        reply,
        problem(request, 400, {
          type: `${PROBLEM_BASE_URL}/constraint-violation`,
          message: 'error.validation',
          detail: dataError,
        }),
      );
    }
    const integrity = integrityViolation(error);
    if (integrity) {
      request.log.warn({ err: error }, 'database constraint broken');
      reply.header(`X-${APP_NAME}-error`, `error.${integrity.errorKey}`);
      return sendProblem(
        reply,
        problem(request, integrity.status, {
          message: `error.${integrity.errorKey}`,
          errorKey: integrity.errorKey,
          detail: integrity.detail,
        }),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      reply,
      problem(request, 500, {
        detail: `Internal server error (request ${request.id})`,
        requestId: String(request.id),
      }),
    );
  });
});

export const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendProblem(
    reply,
    problem(request, 404, { detail: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
