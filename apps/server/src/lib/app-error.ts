import type { FieldError } from '@app/contracts';

/**
 * The one error type services throw. The error handler turns it into the problem JSON the client
 * reads: `message` becomes `error.<errorKey>` and, for 400s, the X-...-error alert header.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorKey: string,
    message: string,
    readonly options: {
      entityName?: string;
      params?: Record<string, unknown>;
      fieldErrors?: FieldError[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (errorKey: string, message: string, entityName?: string) =>
  new AppError(400, errorKey, message, { entityName });
export const unauthorized = (message = 'Full authentication is required to access this resource') =>
  new AppError(401, 'http.401', message);
export const forbidden = (message = 'You are not authorized to access this resource') =>
  new AppError(403, 'http.403', message);
export const notFound = (message = 'The requested resource does not exist') =>
  new AppError(404, 'http.404', message);
export const conflict = (errorKey: string, message: string, entityName?: string) =>
  new AppError(409, errorKey, message, { entityName });
